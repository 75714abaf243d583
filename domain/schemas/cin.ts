import { z } from 'zod';

/**
 * An Indian Corporate Identity Number (CIN): listing status (L/U), industry (5 digits), state (2
 * letters), year of incorporation (4 digits), ownership (3 letters: PLC, PTC, GOI, …) and registration
 * number (6 digits). Upper-cased on input.
 */
export const Cin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
    'must be a 21-character Corporate Identity Number such as L17110MH1973PLC019786',
  );
