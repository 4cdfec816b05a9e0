/**
 * Streams the decoded value of one top-level string field out of a JSON object that arrives in pieces, so the
 * learner can read the partner's reply while the model is still writing the rest of the JSON around it.
 *
 * It is a scanner, not a validator: it tracks just enough (nesting depth, strings, keys of the outer object,
 * escapes) to know which characters belong to the field's value. Whether the whole document is valid JSON is
 * decided later by JSON.parse on the complete text.
 */
export interface JsonStringFieldExtractor {
  /** Feeds the next piece of raw JSON and returns the newly decoded characters of the field's value ('' if none). */
  push(chunk: string): string;
  /** Whether the value's closing quote has been seen. */
  readonly complete: boolean;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

type StringRole = 'key' | 'field-value' | 'other';

const isHighSurrogate = (char: string) => {
  const code = char.charCodeAt(0);
  return code >= 0xd800 && code <= 0xdbff;
};

export function createJsonStringFieldExtractor(field: string): JsonStringFieldExtractor {
  let depth = 0;
  let expectingKey = false;
  let lastKey: string | undefined;
  let complete = false;

  let inString = false;
  let role: StringRole = 'other';
  let key = '';
  let escape: 'none' | 'backslash' | 'unicode' = 'none';
  let hexDigits = '';
  // A high surrogate is held back until its low half arrives, so no piece handed out ends in half a character.
  let heldHighSurrogate = '';

  function appendDecoded(char: string, out: string[]): void {
    if (role === 'key') {
      key += char;
      return;
    }
    if (role !== 'field-value') return;
    if (heldHighSurrogate) {
      out.push(heldHighSurrogate);
      heldHighSurrogate = '';
      if (!isHighSurrogate(char)) {
        out.push(char);
        return;
      }
    }
    if (isHighSurrogate(char)) heldHighSurrogate = char;
    else out.push(char);
  }

  function endString(out: string[]): void {
    inString = false;
    if (role === 'key') {
      lastKey = key;
      expectingKey = false;
    } else if (role === 'field-value') {
      out.push(heldHighSurrogate);
      heldHighSurrogate = '';
      complete = true;
    }
  }

  function scanStringChar(char: string, out: string[]): void {
    if (escape === 'backslash') {
      if (char === 'u') {
        escape = 'unicode';
        hexDigits = '';
        return;
      }
      escape = 'none';
      // An unknown escape is invalid JSON; keep the character so the text shown is still readable.
      appendDecoded(SIMPLE_ESCAPES[char] ?? char, out);
      return;
    }
    if (escape === 'unicode') {
      hexDigits += char;
      if (hexDigits.length < 4) return;
      escape = 'none';
      const code = Number.parseInt(hexDigits, 16);
      if (/^[0-9a-fA-F]{4}$/.test(hexDigits)) appendDecoded(String.fromCharCode(code), out);
      return;
    }
    if (char === '\\') escape = 'backslash';
    else if (char === '"') endString(out);
    else appendDecoded(char, out);
  }

  function scanStructuralChar(char: string): void {
    switch (char) {
      case '{':
      case '[':
        depth += 1;
        if (depth === 1) expectingKey = char === '{';
        return;
      case '}':
      case ']':
        depth -= 1;
        return;
      case ',':
        if (depth === 1) expectingKey = true;
        return;
      case ':':
        if (depth === 1) expectingKey = false;
        return;
      case '"':
        inString = true;
        escape = 'none';
        if (depth !== 1) role = 'other';
        else if (expectingKey) {
          role = 'key';
          key = '';
        } else role = lastKey === field && !complete ? 'field-value' : 'other';
        return;
      default:
      // Whitespace, numbers and literals carry nothing we need.
    }
  }

  return {
    push(chunk) {
      const out: string[] = [];
      // UTF-16 code units on purpose: a surrogate pair may be split across chunks like any escape.
      for (let index = 0; index < chunk.length; index += 1) {
        const char = chunk.charAt(index);
        if (inString) scanStringChar(char, out);
        else scanStructuralChar(char);
      }
      return out.join('');
    },
    get complete() {
      return complete;
    },
  };
}
