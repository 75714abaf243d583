const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const BOM = 0xfeff;
/** JavaScript's `\s` beyond ASCII (no-break space, U+2028, BOM, ...): fast-csv skips these too before a token. */
const WIDE_SPACE = /\s/;

function isSpace(code: number): boolean {
  return (
    code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0xa0 && WIDE_SPACE.test(String.fromCharCode(code)))
  );
}

/** fast-csv's "next non-space token": the first character from `from` that is not a space, or a line break; -1 if none. */
function nextToken(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === LF || code === CR || !isSpace(code)) return at;
  }
  return -1;
}

/** V8 copies a substring shorter than this; a longer one is a view of the string it was cut from. */
const SHORTEST_VIEW = 13;

/**
 * A cell that holds on to nothing else: as a view it would keep its whole piece (64 KB) alive for as long
 * as it is kept, as a cache key downstream may be (2,000 kept cells held 134 MB). Cutting it from a
 * concatenation copies it (a view's parent is made flat first), so only the cell stays.
 */
const ownCell = (cell: string) => (cell.length < SHORTEST_VIEW ? cell : `${cell} `.slice(0, -1));

/** The parse error messages are fast-csv's, as a failed job has always reported them. */
const shown = (text: string) => text.replace(/[\r\n]/g, "\\n'");

/**
 * The records of a CSV text given a piece at a time, read exactly as fast-csv 5 reads them with
 * `{ headers: false, ignoreEmpty: false }` (the ingest job's reader before, and still the reference
 * its test compares with), quirks included, without its per-character token objects and stream
 * machinery: a record ends at CR, LF or CRLF outside quotes; a cell is quoted when its first
 * non-space character is a quote (the spaces are dropped), `""` is a quote inside it and only spaces
 * may follow its closing quote; spaces before a record's first comma are dropped; a line of spaces is
 * a record of no cells; a BOM starting a piece is dropped. A record still open at the end of a piece
 * is read again with the next one, as fast-csv does.
 */
export class CsvRecords {
  /** The text from the first record not yet complete. */
  private rest = '';
  /** Where the record `record()` last returned ended. */
  private end = 0;

  /**
   * The records completed by this piece of text (`more`: whether more may follow), each read as it is
   * asked for, so a bulk reader holds one at a time, not the piece's thousands (read all of them: the
   * rest is kept for the next piece at the end). Throws fast-csv's error for a cell with text after
   * its closing quote, or at the end for a quote never closed, once the records before it are read.
   */
  *read(piece: string, more: boolean): Generator<string[], void, undefined> {
    let text = this.rest + piece;
    if (!text) return;
    if (text.charCodeAt(0) === BOM) text = text.slice(1);
    let at = 0;
    while (nextToken(text, at) !== -1) {
      const cells = this.record(text, at, more);
      if (!cells) break;
      at = this.end;
      yield cells;
    }
    this.rest = text.slice(at);
  }

  /** The record starting at `start`, or null when it may continue past the end of `text`. */
  private record(text: string, start: number, more: boolean): string[] | null {
    const cells: string[] = [];
    let cursor = start;
    let token = nextToken(text, cursor);
    if (token !== -1 && text.charCodeAt(token) === COMMA) cells.push('');
    while (token !== -1) {
      const code = text.charCodeAt(token);
      if (code === LF || code === CR) {
        const crlf = code === CR && text.charCodeAt(token + 1) === LF;
        cursor = token + (crlf ? 2 : 1);
        // A CR ending the text may be the first half of a CRLF.
        if (more && !crlf && code === CR && cursor >= text.length) return null;
        this.end = cursor;
        return cells;
      }
      let cellRead = false;
      if (code === COMMA) {
        cursor = token + 1;
        const next = text.charCodeAt(cursor); // NaN past the end
        if (cursor >= text.length || next === LF || next === CR || next === COMMA) {
          cells.push('');
          cellRead = true;
        }
      }
      if (!cellRead) {
        const first = nextToken(text, cursor);
        if (first !== -1 && text.charCodeAt(first) === QUOTE) {
          const quoted = this.quotedCell(text, first, more);
          if (quoted === null) return null;
          cells.push(ownCell(quoted));
          cursor = this.end;
        } else {
          let end = cursor;
          for (; end < text.length; end += 1) {
            const at = text.charCodeAt(end);
            if (at === COMMA || at === LF || at === CR) break;
          }
          cells.push(ownCell(text.slice(cursor, end)));
          cursor = end;
        }
      }
      token = nextToken(text, cursor);
    }
    if (more) return null;
    this.end = cursor;
    return cells;
  }

  /** The quoted cell whose opening quote is at `quote`; `end` is set after it (and its trailing spaces). */
  private quotedCell(text: string, quote: number, more: boolean): string | null {
    let value = '';
    let from = quote + 1;
    let at = from;
    for (; at < text.length; at += 1) {
      if (text.charCodeAt(at) !== QUOTE) continue;
      if (text.charCodeAt(at + 1) === QUOTE) {
        value += text.slice(from, at + 1);
        at += 1;
        from = at + 1;
        continue;
      }
      break;
    }
    if (at >= text.length) {
      if (more) return null;
      throw new Error(`Parse Error: missing closing: '"' in line: at '${shown(text.slice(quote))}'`);
    }
    value += text.slice(from, at);
    const after = at + 1;
    const next = nextToken(text, after);
    if (next === -1) {
      this.end = more ? after : text.length;
      return value;
    }
    const code = text.charCodeAt(next);
    if (code !== COMMA && code !== LF && code !== CR) {
      const preview = shown(text.slice(after, after + 10));
      throw new Error(`Parse Error: expected: ',' OR new line got: '${text[next]}'. at '${preview}'`);
    }
    this.end = next;
    return value;
  }
}
