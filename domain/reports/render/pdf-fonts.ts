import { createRequire } from 'node:module';

/**
 * The PDF's typeface: Noto Sans (SIL Open Font License 1.1, its LICENSE_FONT ships in the
 * @expo-google-fonts/noto-sans package), whose Google Fonts build covers Latin, the rupee sign (₹)
 * and Devanagari in each of the four styles, so a Hindi or Marathi company name prints and is shaped
 * (conjuncts, matras, reph). pdfkit embeds only the glyphs a report uses.
 */
export const PDF_FONT = 'NotoSans';

const resolve = createRequire(import.meta.url).resolve;
const file = (style: string) => resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`);

export const PDF_FONT_FILES = {
  [PDF_FONT]: {
    normal: file('400Regular'),
    bold: file('700Bold'),
    italics: file('400Regular_Italic'),
    bolditalics: file('700Bold_Italic'),
  },
};
