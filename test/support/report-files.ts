import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { parseString } from 'fast-csv';

const run = promisify(execFile);

/** A PDF's text as pdftotext (poppler-utils) lays it out, its page count and how many raster images it holds. */
export async function pdfText(body: Buffer): Promise<{ text: string; pages: number; images: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'report-pdf-'));
  const path = join(dir, 'report.pdf');
  try {
    await writeFile(path, body);
    const [{ stdout: text }, { stdout: info }, { stdout: images }] = await Promise.all([
      run('pdftotext', ['-layout', path, '-']),
      run('pdfinfo', [path]),
      run('pdfimages', ['-list', path]),
    ]);
    // pdfimages -list prints two header lines, then one line per image.
    return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), images: images.trim().split('\n').length - 2 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF's text page by page (pdftotext ends each page with a form feed). */
export async function pdfPages(body: Buffer): Promise<string[]> {
  const { text } = await pdfText(body);
  return text.split('\f').slice(0, -1);
}

/** The fonts of a PDF as pdffonts lists them: name (without the subset tag), whether embedded and subset. */
export async function pdfFonts(body: Buffer): Promise<{ name: string; embedded: boolean; subset: boolean }[]> {
  const dir = await mkdtemp(join(tmpdir(), 'report-pdf-'));
  const path = join(dir, 'report.pdf');
  try {
    await writeFile(path, body);
    const { stdout } = await run('pdffonts', [path]);
    // Two header lines, then: name, type (may hold spaces), encoding, emb, sub, uni, object id, generation.
    return stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => {
        const fields = line.trim().split(/\s+/);
        const [emb, sub] = fields.slice(-5, -3);
        return { name: fields[0]!.replace(/^[A-Z]{6}\+/, ''), embedded: emb === 'yes', subset: sub === 'yes' };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** CSV rows keyed by the header. */
export async function csvRows(body: Buffer): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    parseString(body.toString('utf8'), { headers: true })
      .on('data', (row: Record<string, string>) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

export async function workbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer (JSZip reads either).
  await book.xlsx.load(new Uint8Array(body).buffer);
  return book;
}

/** The rows of a sheet as arrays of cell values (exceljs numbers cells from 1: index 0 is empty). */
export const sheetRows = (sheet: ExcelJS.Worksheet): unknown[][] =>
  (sheet.getSheetValues() as unknown[][]).filter(Array.isArray);
