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
