import { type Kysely, sql } from 'kysely';

/**
 * Indian states stored as written ('Tamil Nadu', 'TN', 'tamilnadu', 'IN-TN') become the one ISO
 * 3166-2:IN subdivision code the intake paths now store ('TN'), so one state is one group. A migration
 * keeps its own copy of the spellings (domain/geo/indian-states.ts as of this change): it must mean
 * the same whenever it runs. Text that is no Indian state (a CSV formula was once accepted) leaves
 * the state column and is kept, as written, in metadata.state_as_written. Emissions do not change:
 * no Indian factor is published per state. Not reversible: the spelling each row used is not kept.
 */
const SPELLINGS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['AN', 'Andaman and Nicobar Islands', 'Andaman and Nicobar', 'Andaman & Nicobar Islands'],
  ['AP', 'Andhra Pradesh'],
  ['AR', 'Arunachal Pradesh'],
  ['AS', 'Assam'],
  ['BR', 'Bihar'],
  ['CH', 'Chandigarh'],
  ['CG', 'Chhattisgarh', 'CT', 'Chattisgarh', 'Chhatisgarh'],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu', 'DN', 'DD', 'Dadra and Nagar Haveli', 'Daman and Diu'],
  ['DL', 'Delhi', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
  ['GA', 'Goa'],
  ['GJ', 'Gujarat'],
  ['HR', 'Haryana'],
  ['HP', 'Himachal Pradesh'],
  ['JK', 'Jammu and Kashmir', 'J&K', 'J and K'],
  ['JH', 'Jharkhand'],
  ['KA', 'Karnataka'],
  ['KL', 'Kerala'],
  ['LA', 'Ladakh'],
  ['LD', 'Lakshadweep'],
  ['MP', 'Madhya Pradesh'],
  ['MH', 'Maharashtra'],
  ['MN', 'Manipur'],
  ['ML', 'Meghalaya'],
  ['MZ', 'Mizoram'],
  ['NL', 'Nagaland'],
  ['OD', 'Odisha', 'OR', 'Orissa'],
  ['PY', 'Puducherry', 'Pondicherry'],
  ['PB', 'Punjab'],
  ['RJ', 'Rajasthan'],
  ['SK', 'Sikkim'],
  ['TN', 'Tamil Nadu', 'Tamilnadu'],
  ['TG', 'Telangana', 'TS'],
  ['TR', 'Tripura'],
  ['UP', 'Uttar Pradesh'],
  ['UK', 'Uttarakhand', 'UT', 'Uttaranchal'],
  ['WB', 'West Bengal'],
];

/** The lookup key of domain/geo/place.ts placeKey, in SQL, after an 'IN-' prefix is dropped. */
const KEY = sql`trim(regexp_replace(replace(lower(regexp_replace(btrim(state), '^IN-', '', 'i')), '&', ' and '), '[^a-z0-9]+', ' ', 'g'))`;

function placeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pairs = SPELLINGS.flatMap(([code, ...names]) => [code, ...names].map((spelling) => [placeKey(spelling), code]));
  const keys = pairs.map(([key]) => key);
  const codes = pairs.map(([, code]) => code);
  const spellings = sql`(SELECT * FROM unnest(${keys}::text[], ${codes}::text[]) AS t(key, code))`;
  await sql`
    UPDATE activities a SET state = s.code
      FROM ${spellings} s
     WHERE a.country = 'IN' AND a.state IS NOT NULL AND a.state <> s.code AND ${KEY} = s.key
  `.execute(db);
  await sql`
    UPDATE activities
       SET metadata = metadata || jsonb_build_object('state_as_written', state), state = NULL
     WHERE country = 'IN' AND state IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ${spellings} s WHERE s.key = ${KEY})
  `.execute(db);
}

export async function down(): Promise<void> {
  // The spellings replaced are not kept: the codes stay (they are what every path stores now).
}
