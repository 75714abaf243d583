import { setImmediate as turnOfEventLoop } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { TallyTextDecoder } from './tally-answer-text.ts';

/** Tally answered, but not with data: not XML, a LINEERROR, or a shape no Tally sends. */
export class TallyAnswerError extends Error {
  override name = 'TallyAnswerError';
}

/** An element as read: text, or an object of child elements, `@_` attributes and its `#text`. */
export type XmlNode = string | { [key: string]: XmlValue };
export type XmlValue = XmlNode | XmlNode[] | undefined;
export type XmlElement = Record<string, XmlValue>;

/** The text of an element, whether or not it carries attributes (`<DATE TYPE="Date">20250401</DATE>`). */
export function textOf(value: XmlValue): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'string') return value;
  const text = value['#text'];
  return typeof text === 'string' ? text : '';
}

/** Child elements as a list (absent → empty). */
export function listOf(value: XmlValue): XmlElement[] {
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item): item is XmlElement => typeof item === 'object');
}

/** VOUCHER, TALLYMESSAGE, every *.LIST and the collection's rows are lists even when Tally sends one element. */
const LIST_TAGS = new Set(['VOUCHER', 'TALLYMESSAGE', 'COMPANY', 'LINEERROR']);
const isList = (name: string) => LIST_TAGS.has(name) || name.endsWith('.LIST');

/** Names that would reach an object's prototype if they became keys: no Tally element or attribute has them. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** Tally nests about ten deep (ENVELOPE … VOUCHER … BATCHALLOCATIONS.LIST). */
const MAX_DEPTH = 64;

/** Text handed to the XML parser at once: 32 Ki characters take ~1 ms, so a turn never runs long. */
const PIECE_BYTES = 64 * 1024;

/** How long the parse runs before it lets the event loop turn (other requests, timers, the socket). */
const SLICE_MS = 10;

/** The first characters of an answer, for messages about what came back instead of XML. */
function preview(text: string): string {
  const compact = text.replace(/\s+/g, ' ').trim();
  return compact.length > 80 ? `${compact.slice(0, 80)}…` : compact;
}

/**
 * A copy of `text` that holds no reference to the piece of the answer it was cut from: V8 keeps a
 * substring as a slice of its parent, so a GUID kept from each voucher would keep every 32 Ki-character
 * piece of the answer alive. Concatenating forces a flat copy; short strings are copied anyway.
 */
const detached = (text: string) => (text.length < 13 ? text : ` ${text}`.slice(1));

interface OpenElement {
  name: string;
  node: XmlElement;
  text: string;
  children: number;
  record: boolean;
}

/**
 * Which elements are records: handed over one at a time as each closes (a voucher, a collection's
 * row), never kept in the envelope, so a month of vouchers is never held as one tree. `path` is
 * the element's ancestry from ENVELOPE to the element itself.
 */
export type RecordPath = (path: readonly string[]) => boolean;

/**
 * Reads an answer as it arrives, element by element (saxes, a streaming XML parser), into the
 * shapes the voucher rules read: an element with only text is its text; one with attributes or
 * children is an object of them (`@_NAME`, `#text`); list tags are always arrays. Refuses what
 * Tally never sends: a DOCTYPE (which could carry an entity bomb), a root other than ENVELOPE (an
 * HTML page from a proxy or another server on the port), nesting deeper than MAX_DEPTH, reserved
 * names, and XML that is not well-formed.
 */
class TallyAnswerReader {
  private readonly decoder = new TallyTextDecoder();
  private readonly parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  private readonly open: OpenElement[] = [];
  private readonly path: string[] = [];
  private envelope: XmlElement | undefined;
  private head = '';
  private sawText = false;

  constructor(
    private readonly isRecord: RecordPath,
    private readonly onRecord: (element: XmlElement) => void,
  ) {
    this.parser.on('doctype', () => {
      throw new TallyAnswerError(`the answer is not Tally XML (it has a DOCTYPE): ${preview(this.head)}`);
    });
    this.parser.on('opentag', (tag) => this.opened(tag));
    this.parser.on('text', (text) => this.addText(text));
    this.parser.on('cdata', (text) => this.addText(text));
    this.parser.on('closetag', () => this.closed());
  }

  write(bytes: Uint8Array): void {
    this.feed(this.decoder.write(bytes));
  }

  /** The envelope without its records, once the whole answer has been read. */
  end(): XmlElement {
    this.feed(this.decoder.end());
    if (!this.sawText) throw new TallyAnswerError('Tally answered with an empty body');
    this.guard(() => this.parser.close());
    if (this.envelope === undefined) throw this.notEnvelope();
    return this.envelope;
  }

  private feed(text: string): void {
    if (text === '') return;
    if (this.head.length < 200) this.head += text.slice(0, 200);
    if (!this.sawText && text.trim() !== '') this.sawText = true;
    this.guard(() => this.parser.write(text));
  }

  /** saxes throws a plain Error for XML that is not well-formed; our own refusals pass through. */
  private guard(step: () => void): void {
    try {
      step();
    } catch (error) {
      if (error instanceof TallyAnswerError) throw error;
      throw new TallyAnswerError(
        `the answer is not well-formed XML (${(error as Error).message}): ${preview(this.head)}`,
      );
    }
  }

  private notEnvelope(): TallyAnswerError {
    return new TallyAnswerError(`the answer is not a Tally ENVELOPE: ${preview(this.head)}`);
  }

  private unreadable(reason: string): TallyAnswerError {
    return new TallyAnswerError(`the answer could not be read as Tally XML (${reason}): ${preview(this.head)}`);
  }

  private opened(tag: SaxesTagPlain): void {
    if (this.open.length === 0 && tag.name !== 'ENVELOPE') throw this.notEnvelope();
    if (this.open.length >= MAX_DEPTH) throw this.unreadable(`elements nested deeper than ${MAX_DEPTH}`);
    if (RESERVED_NAMES.has(tag.name)) throw this.unreadable(`an element is named '${tag.name}'`);
    const node: XmlElement = {};
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (RESERVED_NAMES.has(name)) throw this.unreadable(`an attribute is named '${name}'`);
      node[`@_${name}`] = detached(value);
    }
    const parent = this.open.at(-1);
    if (parent) parent.children += 1;
    this.path.push(tag.name);
    this.open.push({ name: tag.name, node, text: '', children: 0, record: this.isRecord(this.path) });
  }

  private addText(text: string): void {
    const element = this.open.at(-1);
    // Whitespace between child elements is layout; text outside ENVELOPE is refused by saxes.
    if (!element || (element.children > 0 && text.trim() === '')) return;
    element.text += text;
  }

  private closed(): void {
    const element = this.open.pop();
    this.path.pop();
    if (!element) return;
    const text = detached(element.text.trim());
    let value: XmlNode = element.node;
    if (element.children === 0 && Object.keys(element.node).length === 0) value = text;
    else if (text !== '') element.node['#text'] = text;
    const parent = this.open.at(-1);
    if (element.record) {
      // A record with nothing but text (an empty <VOUCHER/>) has no fields to read.
      if (typeof value !== 'string') this.onRecord(value);
      return;
    }
    if (!parent) {
      this.envelope = typeof value === 'string' ? {} : value;
      return;
    }
    const siblings = parent.node[element.name];
    if (Array.isArray(siblings)) siblings.push(value);
    else if (siblings !== undefined) parent.node[element.name] = [siblings, value];
    else parent.node[element.name] = isList(element.name) ? [value] : value;
  }
}

/** An answer as it is read: the whole body, or its pieces as they come off the socket. */
export type TallyAnswerSource = Uint8Array | AsyncIterable<Uint8Array>;

async function* pieces(source: TallyAnswerSource): AsyncIterable<Uint8Array> {
  const chunks = source instanceof Uint8Array ? [source] : source;
  for await (const chunk of chunks) {
    for (let at = 0; at < chunk.length; at += PIECE_BYTES) yield chunk.subarray(at, at + PIECE_BYTES);
  }
}

/**
 * Reads an answer into its ENVELOPE (less its records, each handed to `onRecord` as it closes),
 * a piece at a time, letting the event loop turn every SLICE_MS: a 50 MB answer never blocks the
 * process for more than a piece. A LINEERROR (Tally's own refusal) is refused once the envelope is read.
 */
export async function readTallyAnswer(
  source: TallyAnswerSource,
  isRecord: RecordPath,
  onRecord: (element: XmlElement) => void,
): Promise<XmlElement> {
  const reader = new TallyAnswerReader(isRecord, onRecord);
  let since = performance.now();
  for await (const piece of pieces(source)) {
    reader.write(piece);
    if (performance.now() - since >= SLICE_MS) {
      await turnOfEventLoop();
      since = performance.now();
    }
  }
  const envelope = reader.end();
  const lineErrors = findLineErrors(envelope);
  if (lineErrors.length > 0) throw new TallyAnswerError(`Tally refused the request: ${lineErrors.join('; ')}`);
  return envelope;
}

/** LINEERROR elements anywhere in the envelope (Tally puts them at the top or inside BODY/DATA). */
function findLineErrors(node: XmlElement): string[] {
  const found: string[] = [];
  const visit = (value: XmlValue, depth: number) => {
    if (depth > 3 || value === undefined || typeof value === 'string') return;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'object') continue;
      for (const [key, child] of Object.entries(item)) {
        if (key === 'LINEERROR') found.push(...(Array.isArray(child) ? child : [child]).map(textOf).filter(Boolean));
        else if (!key.startsWith('@_')) visit(child, depth + 1);
      }
    }
  };
  visit(node, 0);
  return found;
}

/**
 * The rows of a TDL collection answer (ENVELOPE/BODY/DATA/COLLECTION/<tag>); an empty collection
 * has none. No COLLECTION at all is not a collection answer.
 */
export async function readCollectionRows(source: TallyAnswerSource, tag: string, what: string): Promise<XmlElement[]> {
  const rows: XmlElement[] = [];
  const isRow: RecordPath = (path) =>
    path.length === 5 && path[1] === 'BODY' && path[2] === 'DATA' && path[3] === 'COLLECTION' && path[4] === tag;
  const envelope = await readTallyAnswer(source, isRow, (row) => rows.push(row));
  const data = listOf(listOf(envelope.BODY)[0]?.DATA)[0];
  if (data?.COLLECTION === undefined)
    throw new TallyAnswerError(`the answer to the ${what} has no COLLECTION: is this a Tally server?`);
  return rows;
}
