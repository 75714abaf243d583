import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The PDF's typeface: Noto Sans (SIL Open Font License 1.1, its LICENSE_FONT ships in the
 * @expo-google-fonts/noto-sans package), whose Google Fonts build covers Latin, the rupee sign (₹)
 * and Devanagari in each of the four styles, so a Hindi or Marathi company name prints and is shaped
 * (conjuncts, matras, reph). pdfkit embeds only the glyphs a report uses.
 */
export const PDF_FONT = 'NotoSans';

const require = createRequire(import.meta.url);
const file = (style: string) => require.resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`);

/** Paths, not buffers: pdfkit keeps one embedded font per path and document (a buffer would be embedded anew at each use). */
export const PDF_FONT_FILES = {
  [PDF_FONT]: {
    normal: file('400Regular'),
    bold: file('700Bold'),
    italics: file('400Regular_Italic'),
    bolditalics: file('700Bold_Italic'),
  },
};

/**
 * pdfkit parses a font anew for every document (fontkit.create on the file's bytes), and Noto Sans'
 * 4,500 glyphs and layout tables made that about 40% of a BRSR's rendering (565 ms of CPU a report
 * without this, 332 ms with it, 216 ms in Helvetica before). The parsed font only describes the
 * file (each document makes its own subset of it), so the parse of each of our files is kept, found
 * by the bytes' digest, and handed out again; any other font is parsed as before. Should npm ever
 * give pdfkit a fontkit of its own, this finds nothing to wrap and reports are only slower.
 */
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const ours = new Set(Object.values(PDF_FONT_FILES[PDF_FONT]).map((path) => digest(readFileSync(path))));
const fontkit = require('@foliojs-fork/fontkit') as { create: (bytes: Buffer, postscriptName?: string) => unknown };
const parse = fontkit.create.bind(fontkit);
const parsed = new Map<string, unknown>();
fontkit.create = (bytes, postscriptName) => {
  const key = postscriptName === undefined ? digest(bytes) : null;
  if (key === null || !ours.has(key)) return parse(bytes, postscriptName);
  if (!parsed.has(key)) parsed.set(key, parse(bytes));
  return parsed.get(key);
};
