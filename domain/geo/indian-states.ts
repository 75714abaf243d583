import { placeKey } from './place.ts';

/**
 * Indian states and union territories by their current ISO 3166-2:IN subdivision code (without the
 * "IN-" prefix), with the names and older codes people still write. Older codes: CT → CG
 * (Chhattisgarh), OR → OD (Odisha), UT → UK (Uttarakhand), TS → TG (Telangana; the state's vehicle
 * code was TS until 2024), DN/DD → DH (the two UTs merged in 2020).
 */
export const INDIAN_STATES: Readonly<Record<string, { name: string; aliases: readonly string[] }>> = {
  AN: { name: 'Andaman and Nicobar Islands', aliases: ['Andaman and Nicobar', 'Andaman & Nicobar Islands'] },
  AP: { name: 'Andhra Pradesh', aliases: [] },
  AR: { name: 'Arunachal Pradesh', aliases: [] },
  AS: { name: 'Assam', aliases: [] },
  BR: { name: 'Bihar', aliases: [] },
  CH: { name: 'Chandigarh', aliases: [] },
  CG: { name: 'Chhattisgarh', aliases: ['CT', 'Chattisgarh', 'Chhatisgarh'] },
  DH: {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    aliases: ['DN', 'DD', 'Dadra and Nagar Haveli', 'Daman and Diu'],
  },
  DL: { name: 'Delhi', aliases: ['New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'] },
  GA: { name: 'Goa', aliases: [] },
  GJ: { name: 'Gujarat', aliases: [] },
  HR: { name: 'Haryana', aliases: [] },
  HP: { name: 'Himachal Pradesh', aliases: [] },
  JK: { name: 'Jammu and Kashmir', aliases: ['J&K', 'J and K'] },
  JH: { name: 'Jharkhand', aliases: [] },
  KA: { name: 'Karnataka', aliases: [] },
  KL: { name: 'Kerala', aliases: [] },
  LA: { name: 'Ladakh', aliases: [] },
  LD: { name: 'Lakshadweep', aliases: [] },
  MP: { name: 'Madhya Pradesh', aliases: [] },
  MH: { name: 'Maharashtra', aliases: [] },
  MN: { name: 'Manipur', aliases: [] },
  ML: { name: 'Meghalaya', aliases: [] },
  MZ: { name: 'Mizoram', aliases: [] },
  NL: { name: 'Nagaland', aliases: [] },
  OD: { name: 'Odisha', aliases: ['OR', 'Orissa'] },
  PY: { name: 'Puducherry', aliases: ['Pondicherry'] },
  PB: { name: 'Punjab', aliases: [] },
  RJ: { name: 'Rajasthan', aliases: [] },
  SK: { name: 'Sikkim', aliases: [] },
  TN: { name: 'Tamil Nadu', aliases: ['Tamilnadu'] },
  TG: { name: 'Telangana', aliases: ['TS'] },
  TR: { name: 'Tripura', aliases: [] },
  UP: { name: 'Uttar Pradesh', aliases: [] },
  UK: { name: 'Uttarakhand', aliases: ['UT', 'Uttaranchal'] },
  WB: { name: 'West Bengal', aliases: [] },
};

const BY_KEY: ReadonlyMap<string, string> = new Map(
  Object.entries(INDIAN_STATES).flatMap(([code, { name, aliases }]) =>
    [code, name, ...aliases].map((spelling) => [placeKey(spelling), code] as const),
  ),
);

/** 'Maharashtra', 'mh', 'IN-MH' → 'MH'; undefined for anything that is not an Indian state or UT. */
export function normaliseIndianState(text: string): string | undefined {
  return BY_KEY.get(placeKey(text.trim().replace(/^IN-/i, '')));
}

/** The display name of a stored state code ('TN' → 'Tamil Nadu'); null for none or a code of no Indian state. */
export function indianStateName(code: string | null | undefined): string | null {
  return code && Object.hasOwn(INDIAN_STATES, code) ? INDIAN_STATES[code].name : null;
}

/** What a refused Indian state is told: the three accepted forms and every code. */
export const INDIAN_STATE_FORMS =
  "is not an Indian state or union territory: give its name ('Tamil Nadu'), its code ('TN') or its ISO 3166-2 code " +
  `('IN-TN'); codes: ${Object.keys(INDIAN_STATES).sort().join(', ')}`;

/**
 * The state an activity stores: for India the ISO 3166-2:IN subdivision code of a name, code or
 * 'IN-' code (one state is one value on every intake path), or an error naming the accepted forms;
 * elsewhere the text as written.
 */
export function normaliseActivityState(
  country: string,
  state: string,
): { ok: true; state: string } | { ok: false; reason: string } {
  if (country !== 'IN') return { ok: true, state };
  const code = normaliseIndianState(state);
  return code === undefined ? { ok: false, reason: INDIAN_STATE_FORMS } : { ok: true, state: code };
}
