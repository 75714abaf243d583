import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Tally answered, but not with data: not XML, a LINEERROR, or a shape no Tally sends. */
export class TallyAnswerError extends Error {
  override name = 'TallyAnswerError';
}

/**
 * Tally answers in UTF-8 or UTF-16 (little-endian as a rule), with or without a byte-order mark.
 * Without a BOM, UTF-16 shows as NUL bytes interleaved with the ASCII of '<ENVELOPE>'.
 */
export function decodeTallyBytes(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  const even = bytes.length - (bytes.length % 2);
  if (even >= 2 && bytes[0] !== 0 && bytes[1] === 0) return bytes.subarray(0, even).toString('utf16le');
  if (even >= 2 && bytes[0] === 0 && bytes[1] !== 0)
    return Buffer.from(bytes.subarray(0, even)).swap16().toString('utf16le');
  return bytes.toString('utf8');
}

/** Code points XML 1.0 allows: tab, LF, CR, and everything from space up but surrogates and U+FFFE/U+FFFF. */
function isXmlChar(code: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  if (code < 0x20) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code !== 0xfffe && code !== 0xffff && code <= 0x10ffff;
}

/** Tally writes control characters as references (`&#4; Not Applicable`), which XML forbids: they are dropped. */
export function stripInvalidCharacterReferences(xml: string): string {
  return xml.replace(/&#(x[0-9a-fA-F]+|[0-9]+);/g, (reference, digits: string) => {
    const code = digits[0] === 'x' ? Number.parseInt(digits.slice(1), 16) : Number.parseInt(digits, 10);
    return isXmlChar(code) ? reference : '';
  });
}

/** VOUCHER, TALLYMESSAGE, every *.LIST and the collection's rows are lists even when Tally sends one element. */
const LIST_TAGS = new Set(['VOUCHER', 'TALLYMESSAGE', 'COMPANY', 'LINEERROR']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Values stay text: GUIDs, voucher numbers and amounts are read deliberately, never coerced.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Decodes numeric character references (&#8377; is ₹) as well as the XML entities.
  htmlEntities: true,
  isArray: (tagName) => LIST_TAGS.has(tagName) || tagName.endsWith('.LIST'),
});

/** An element as parsed: text, or an object of child elements and `@_` attributes. */
export type XmlNode = string | { [key: string]: XmlValue };
export type XmlValue = XmlNode | XmlNode[] | undefined;

/** The text of an element, whether or not it carries attributes (`<DATE TYPE="Date">20250401</DATE>`). */
export function textOf(value: XmlValue): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'string') return value;
  const text = value['#text'];
  return typeof text === 'string' ? text : '';
}

/** Child elements as a list (absent → empty). */
export function listOf(value: XmlValue): Record<string, XmlValue>[] {
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item): item is Record<string, XmlValue> => typeof item === 'object');
}

/** The first characters of an answer, for messages about what came back instead of XML. */
function preview(text: string): string {
  const compact = text.replace(/\s+/g, ' ').trim();
  return compact.length > 80 ? `${compact.slice(0, 80)}…` : compact;
}

/** Tally nests about ten deep (ENVELOPE … VOUCHER … BATCHALLOCATIONS.LIST); the parser's own limit is 100. */
const MAX_DEPTH = 64;

/**
 * Whether elements nest deeper than `limit`, found by a scan of the tags before the validator walks
 * a hostile answer for seconds (14 MB of nesting took 2.3 s to refuse). Tally sends no comments or
 * CDATA, so every '<' opens or closes a tag.
 */
function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    const next = text.charCodeAt(at + 1);
    if (next === 0x2f)
      depth -= 1; // '</'
    else if (next !== 0x21 && next !== 0x3f) {
      // Not '<!' or '<?': an opening tag, unless it closes itself ('<A/>').
      const end = text.indexOf('>', at);
      if (end !== -1 && text.charCodeAt(end - 1) === 0x2f) continue;
      depth += 1;
      if (depth > limit) return true;
    }
  }
  return false;
}

/**
 * The answer as parsed. What the parser refuses (an element named `__proto__` or `constructor`,
 * nesting deeper than it allows) is an answer that is not Tally data, like malformed XML: not a
 * fault of ours to retry.
 */
function parsedXml(text: string): Record<string, XmlValue> {
  if (nestedDeeperThan(text, MAX_DEPTH)) {
    throw new TallyAnswerError(
      `the answer could not be read as Tally XML (elements nested deeper than ${MAX_DEPTH}): ${preview(text)}`,
    );
  }
  let valid: ReturnType<typeof XMLValidator.validate>;
  try {
    valid = XMLValidator.validate(text);
    if (valid === true) return parser.parse(text) as Record<string, XmlValue>;
  } catch (error) {
    const reason = error instanceof RangeError ? 'it is nested too deeply' : (error as Error).message;
    throw new TallyAnswerError(`the answer could not be read as Tally XML (${reason}): ${preview(text)}`);
  }
  throw new TallyAnswerError(
    `the answer is not well-formed XML (${valid.err.msg} at line ${valid.err.line}): ${preview(text)}`,
  );
}

/**
 * Decodes and parses an answer into its ENVELOPE element. Refuses what Tally never sends (a
 * DOCTYPE, which could also carry an entity bomb), what is not XML or not an envelope (an HTML
 * page from a proxy or another server on the port), and a LINEERROR (Tally's own refusal).
 */
export function parseTallyEnvelope(bytes: Buffer): Record<string, XmlValue> {
  const text = stripInvalidCharacterReferences(decodeTallyBytes(bytes));
  if (text.trim() === '') throw new TallyAnswerError('Tally answered with an empty body');
  if (/<!DOCTYPE/i.test(text))
    throw new TallyAnswerError(`the answer is not Tally XML (it has a DOCTYPE): ${preview(text)}`);
  const root = parsedXml(text);
  const envelope = root.ENVELOPE;
  if (envelope === undefined) throw new TallyAnswerError(`the answer is not a Tally ENVELOPE: ${preview(text)}`);
  if (typeof envelope !== 'object' || Array.isArray(envelope)) return {};
  const lineErrors = findLineErrors(envelope);
  if (lineErrors.length > 0) throw new TallyAnswerError(`Tally refused the request: ${lineErrors.join('; ')}`);
  return envelope;
}

/** LINEERROR elements anywhere in the envelope (Tally puts them at the top or inside BODY/DATA). */
function findLineErrors(node: Record<string, XmlValue>): string[] {
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
 * (parsed as text) has none. No COLLECTION at all is not a collection answer.
 */
export function collectionRows(bytes: Buffer, tag: string, what: string): Record<string, XmlValue>[] {
  const envelope = parseTallyEnvelope(bytes);
  const data = listOf(listOf(envelope.BODY)[0]?.DATA)[0];
  if (data?.COLLECTION === undefined)
    throw new TallyAnswerError(`the answer to the ${what} has no COLLECTION: is this a Tally server?`);
  return listOf(listOf(data.COLLECTION)[0]?.[tag]);
}
