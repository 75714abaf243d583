import { z } from 'zod';

/** A site's code as clients write it (`site_code` on activities, the CSV column `site`); unique per organisation, case-insensitive. */
export const SiteCode = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/,
    "must be 1 to 40 letters, digits, '.', '_', '/' or '-', starting with a letter or digit",
  );
