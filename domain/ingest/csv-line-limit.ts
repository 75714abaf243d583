import { randomUUID } from 'node:crypto';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
/** How much of a dropped line is kept for the error report. */
const KEPT_START_BYTES = 256;

/** A line dropped for its length: how long it was and how it began. */
export interface LongLine {
  bytes: number;
  start: string;
}

function nextLineEnd(chunk: Buffer, from: number): number {
  const lf = chunk.indexOf(LF, from);
  const cr = chunk.indexOf(CR, from);
  return lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
}

/** Where a chunk's next quote, LF and CR are from a position on: each is looked for again only once passed. */
class ChunkMarks {
  private quote = -2;
  private lf = -2;
  private cr = -2;

  constructor(private readonly chunk: Buffer) {}

  /** The next quote at or after `from` (the chunk's length if none). */
  nextQuote(from: number): number {
    if (this.quote !== -1 && this.quote < from) this.quote = this.chunk.indexOf(QUOTE, from);
    return this.quote === -1 ? this.chunk.length : this.quote;
  }

  /** The next quote, LF or CR at or after `from` (the chunk's length if none). */
  nextMark(from: number): number {
    if (this.lf !== -1 && this.lf < from) this.lf = this.chunk.indexOf(LF, from);
    if (this.cr !== -1 && this.cr < from) this.cr = this.chunk.indexOf(CR, from);
    const length = this.chunk.length;
    return Math.min(this.nextQuote(from), this.lf === -1 ? length : this.lf, this.cr === -1 ? length : this.cr);
  }
}

/**
 * Sits between a CSV file and its parser (CsvRecords), which reads a record still open at the end of
 * a piece again with the next (fast-csv's time grew with the square of a cell's length: an 8 MB cell
 * took 18 s): a record longer than `maxBytes` never reaches the parser. Records end where
 * fast-csv ends them (CR, LF or CRLF outside a quoted cell; a quote opens a cell only at its start,
 * `""` inside one is a quote), so records within the limit pass byte for byte and keep their
 * numbers. A longer one is replaced by a one-cell record, `marker`, and its length and start are
 * queued for `takeLongLine()`; reading resumes at the next line break, quoted or not, so an unclosed
 * quote costs one record rather than the rest of the file. Memory: at most `maxBytes` held.
 */
export class CsvLineLimit {
  /** The cell that stands for a dropped record: unguessable, so no file can forge one. */
  readonly marker = `line-too-long-${randomUUID()}`;
  private readonly longLines: LongLine[] = [];
  /** The current record's bytes from earlier chunks (it has not ended yet). */
  private held: Buffer[] = [];
  private recordBytes = 0;
  private inQuotes = false;
  /** Inside quotes, the previous byte was a quote: either the closing one or the first of `""`. */
  private quoteSeen = false;
  private atFieldStart = true;
  /** Skipping the rest of a record over the limit, up to the next line break. */
  private dropping: { bytes: number; start: Buffer } | undefined;

  constructor(private readonly maxBytes: number) {}

  /** The dropped records, in file order, one per `marker` record the parser emits. */
  takeLongLine(): LongLine | undefined {
    return this.longLines.shift();
  }

  /** The pieces to parse that this chunk of the file completes, in order (none empty). */
  write(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let emitFrom = 0;
    let recordStart = 0;
    const marks = new ChunkMarks(chunk);
    for (let i = 0; i < chunk.length; i += 1) {
      if (this.dropping) {
        const end = nextLineEnd(chunk, i);
        this.dropping.bytes += (end === -1 ? chunk.length : end) - i;
        if (end === -1) break;
        this.endDropping(out);
        emitFrom = recordStart = end;
        i = end - 1;
        continue;
      }
      i = this.passPlainBytes(chunk, i, marks);
      if (i === chunk.length) break;
      if (this.endsRecord(chunk[i])) {
        if (this.held.length > 0) out.push(...this.held);
        this.held = [];
        this.recordBytes = 0;
        recordStart = i + 1;
        continue;
      }
      this.recordBytes += 1;
      if (this.recordBytes > this.maxBytes) {
        out.push(chunk.subarray(emitFrom, recordStart));
        const start = Buffer.concat([...this.held, chunk.subarray(recordStart, i + 1)]).subarray(0, KEPT_START_BYTES);
        this.dropping = { bytes: this.recordBytes, start: Buffer.from(start) };
        this.held = [];
      }
    }
    if (!this.dropping) {
      out.push(chunk.subarray(emitFrom, recordStart));
      if (recordStart < chunk.length) this.held.push(chunk.subarray(recordStart));
    }
    return out.filter((part) => part.length > 0);
  }

  /** The pieces left at the end of the file. */
  end(): Buffer[] {
    const out: Buffer[] = [];
    if (this.dropping) this.endDropping(out);
    else out.push(...this.held);
    return out.filter((part) => part.length > 0);
  }

  /**
   * Passes over the bytes from `from` that only lengthen the record (within its limit): inside quotes,
   * all up to the next quote; outside, all up to the next quote or line break, of which only the last
   * byte other than a space or tab matters (a comma starts a field). Returns the first byte not passed.
   */
  private passPlainBytes(chunk: Buffer, from: number, marks: ChunkMarks): number {
    if (this.inQuotes && this.quoteSeen) return from;
    const stop = this.inQuotes ? marks.nextQuote(from) : marks.nextMark(from);
    const end = Math.min(stop, from + this.maxBytes - this.recordBytes);
    if (end <= from) return from;
    this.recordBytes += end - from;
    if (!this.inQuotes) {
      let last = end - 1;
      while (last >= from && (chunk[last] === SPACE || chunk[last] === TAB)) last -= 1;
      if (last >= from) this.atFieldStart = chunk[last] === COMMA;
    }
    return end;
  }

  /** Whether this byte ends the current record, advancing the quoting state. */
  private endsRecord(byte: number): boolean {
    if (this.inQuotes) {
      if (this.quoteSeen) {
        this.quoteSeen = false;
        if (byte === QUOTE) return false; // `""`: a quote inside the cell
        this.inQuotes = false; // the closing quote; this byte is outside the cell
      } else {
        if (byte === QUOTE) this.quoteSeen = true;
        return false;
      }
    }
    if (byte === LF || byte === CR) {
      this.atFieldStart = true;
      return true;
    }
    if (byte === COMMA) {
      this.atFieldStart = true;
    } else if (byte === QUOTE && this.atFieldStart) {
      this.inQuotes = true;
      this.atFieldStart = false;
    } else if (byte !== SPACE && byte !== TAB) {
      this.atFieldStart = false;
    }
    return false;
  }

  private endDropping(out: Buffer[]): void {
    this.longLines.push({ bytes: this.dropping!.bytes, start: this.dropping!.start.toString('utf8') });
    out.push(Buffer.from(this.marker));
    this.dropping = undefined;
    this.recordBytes = 0;
    this.inQuotes = false;
    this.quoteSeen = false;
    this.atFieldStart = true;
  }
}
