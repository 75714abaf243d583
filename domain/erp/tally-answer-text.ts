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

/** The longest character reference worth holding back at a piece's end ('&#x10FFFF;' is 10). */
const LONGEST_REFERENCE = 12;

/** A character reference cut off at the end of a piece ('&#', '&#x1'): completed by the next piece. */
const CUT_REFERENCE = /&(#(x[0-9a-fA-F]*|[0-9]*)?)?$/;

interface Encoding {
  label: 'utf-8' | 'utf-16le' | 'utf-16be';
  /** Bytes of a byte-order mark to skip. */
  skip: number;
}

/**
 * Tally answers in UTF-8 or UTF-16 (little-endian as a rule), with or without a byte-order mark.
 * Without a BOM, UTF-16 shows as NUL bytes interleaved with the ASCII of '<ENVELOPE>'.
 */
function encodingOf(head: Uint8Array): Encoding {
  if (head[0] === 0xff && head[1] === 0xfe) return { label: 'utf-16le', skip: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { label: 'utf-16be', skip: 2 };
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { label: 'utf-8', skip: 3 };
  if (head.length >= 2 && head[0] !== 0 && head[1] === 0) return { label: 'utf-16le', skip: 0 };
  if (head.length >= 2 && head[0] === 0 && head[1] !== 0) return { label: 'utf-16be', skip: 0 };
  return { label: 'utf-8', skip: 0 };
}

/**
 * Turns an answer's bytes into XML text piece by piece, as they arrive: the encoding is told from
 * the first bytes, a character split between pieces (a UTF-8 sequence, a UTF-16 surrogate pair, an
 * odd byte) waits for the rest, and Tally's forbidden character references are dropped, also when a
 * piece ends inside one.
 */
export class TallyTextDecoder {
  private head = new Uint8Array(0);
  private decoder: TextDecoder | null = null;
  private held = '';

  /** The text of `bytes`, less what waits for the next piece. */
  write(bytes: Uint8Array): string {
    if (this.decoder === null) {
      // Three bytes tell every encoding apart (the UTF-8 BOM is the longest sign).
      const head = new Uint8Array(this.head.length + bytes.length);
      head.set(this.head);
      head.set(bytes, this.head.length);
      if (head.length < 3) {
        this.head = head;
        return '';
      }
      return this.start(head);
    }
    return this.clean(this.decoder.decode(bytes, { stream: true }), false);
  }

  /** What was still waiting at the end of the answer. */
  end(): string {
    if (this.decoder === null) return this.head.length === 0 ? '' : this.start(this.head) + this.end();
    return this.clean(this.decoder.decode(), true);
  }

  private start(head: Uint8Array): string {
    const { label, skip } = encodingOf(head);
    this.decoder = new TextDecoder(label, { ignoreBOM: true });
    return this.clean(this.decoder.decode(head.subarray(skip), { stream: true }), false);
  }

  private clean(text: string, last: boolean): string {
    let whole = this.held + text;
    this.held = '';
    if (!last) {
      const amp = whole.lastIndexOf('&');
      if (amp !== -1 && whole.length - amp < LONGEST_REFERENCE && CUT_REFERENCE.test(whole.slice(amp))) {
        this.held = whole.slice(amp);
        whole = whole.slice(0, amp);
      }
    }
    return stripInvalidCharacterReferences(whole);
  }
}

/** A whole answer as text (what TallyTextDecoder gives piece by piece). */
export function decodeTallyBytes(bytes: Uint8Array): string {
  const decoder = new TallyTextDecoder();
  return decoder.write(bytes) + decoder.end();
}
