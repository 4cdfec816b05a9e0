import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type Reading, readingFromTags } from './features';

const FORMAT_LINE = '# charla-spanish-lexicon 2';
const LEXICON_PATH = 'content/spanish/lexicon.txt.gz';
const NEWLINE = 0x0a;
const TAB = 0x09;
/** About 2 MB of decoded readings: far more distinct forms than a busy hour of conversations uses. */
const READINGS_CACHE_SIZE = 20_000;
const NO_READINGS: readonly Reading[] = Object.freeze([]);

/** A form of a lemma with its readings. */
export interface LemmaForm {
  form: string;
  readings: Reading[];
}

/**
 * content/spanish/lexicon.txt.gz (format in content/spanish/ATTRIBUTION.md, decision 0014). The unzipped bytes are
 * the store: the lemma lines and the form lines are each sorted by their bytes, and a lookup is a binary search
 * over the offsets of their lines. Only the lines a lookup reads become strings and objects, so loading costs one
 * pass over the bytes and the memory is the file's 10 MB; a Map of 343,000 forms cost 97 MB and 1.3 s.
 */
export class SpanishLexicon {
  private readonly bytes: Buffer;
  private readonly tagSets: string[];
  private readonly lemmaLines: Int32Array;
  private readonly formLines: Int32Array;
  private readonly readingsCache = new Map<string, readonly Reading[]>();
  /** The longest form's length in UTF-8 bytes, at least its length in characters. */
  private longestForm = 0;

  constructor(bytes: Buffer) {
    this.bytes = bytes;
    let offset = 0;
    const nextLine = (): string => {
      const end = bytes.indexOf(NEWLINE, offset);
      const line = bytes.toString('utf8', offset, end < 0 ? bytes.length : end);
      offset = end < 0 ? bytes.length : end + 1;
      return line;
    };
    const first = nextLine();
    if (first !== FORMAT_LINE) throw new Error(`Not a Spanish lexicon file: it starts "${first}"`);
    const tagCount = countAfter(nextLine(), '# tags ');
    this.tagSets = Array.from({ length: tagCount }, nextLine);
    const lemmaCount = countAfter(nextLine(), '# lemmas ');
    this.lemmaLines = new Int32Array(lemmaCount + 1);
    offset = this.indexLines(this.lemmaLines, offset);
    const formCount = countAfter(nextLine(), '# forms ');
    this.formLines = new Int32Array(formCount + 1);
    this.indexLines(this.formLines, offset);
    for (let line = 0; line < formCount; line++) {
      const start = this.formLines[line] ?? 0;
      this.longestForm = Math.max(this.longestForm, bytes.indexOf(TAB, start) - start);
    }
  }

  /** How many lemmas and distinct forms the lexicon holds. */
  get size(): { lemmas: number; forms: number } {
    return { lemmas: this.lemmaLines.length - 1, forms: this.formLines.length - 1 };
  }

  /**
   * The readings of a form exactly as written (case and accents count); none when the lexicon lacks it. Frozen and
   * shared: the words of a conversation repeat, and decoding them again on every sentence was a tenth of the
   * corrector's time and most of its garbage. The cache holds at most READINGS_CACHE_SIZE forms (misses included:
   * the mechanisms look up many spellings that do not exist) and starts again when full.
   */
  readingsOf(form: string): readonly Reading[] {
    // Longer than any form the lexicon holds: no lookup, and no cache entry (a learner's 1,000-letter "word" made
    // the spelling mechanisms look up thousands of its variants, each one cached).
    if (form.length > this.longestForm) return NO_READINGS;
    const cached = this.readingsCache.get(form);
    if (cached) return cached;
    if (this.readingsCache.size >= READINGS_CACHE_SIZE) this.readingsCache.clear();
    const readings = Object.freeze(this.decodeReadings(form).map((reading) => Object.freeze(reading)));
    this.readingsCache.set(form, readings);
    return readings;
  }

  /**
   * Whether the lexicon has a form exactly as written, without decoding or caching it: for the callers that try
   * many spellings of a word, most of which are no word, and would otherwise push the words in use out of the cache.
   */
  hasForm(form: string): boolean {
    return form.length <= this.longestForm && this.find(this.formLines, form) >= 0;
  }

  private decodeReadings(form: string): Reading[] {
    const line = this.find(this.formLines, form);
    if (line < 0) return [];
    const [, packed = ''] = this.lineText(this.formLines, line).split('\t');
    return packed.split(',').map((entry) => {
      const colon = entry.indexOf(':');
      return this.reading(parseInt(entry.slice(0, colon), 36), parseInt(entry.slice(colon + 1), 36));
    });
  }

  /** The length of the longest form the lexicon holds (in UTF-8 bytes, so at least its length in characters). */
  get longestFormLength(): number {
    return this.longestForm;
  }

  /** Whether the lexicon has this lemma. */
  hasLemma(lemma: string): boolean {
    return this.find(this.lemmaLines, lemma) >= 0;
  }

  /** Every form of a lemma with its readings, in the file's order. */
  formsOf(lemma: string): LemmaForm[] {
    const line = this.find(this.lemmaLines, lemma);
    if (line < 0) return [];
    const [, ...entries] = this.lineText(this.lemmaLines, line).split('\t');
    return entries.map((entry) => {
      const equals = entry.lastIndexOf('=');
      const code = entry.slice(0, equals);
      const form = code.startsWith('=')
        ? code.slice(1)
        : lemma.slice(0, lemma.length - parseInt(code[0] ?? '0', 36)) + code.slice(1);
      const tagIds = entry.slice(equals + 1).split(',');
      return { form, readings: tagIds.map((id) => this.reading(line, parseInt(id, 36))) };
    });
  }

  /** Records where each line of a section starts (and, last, where the section ends); returns the end. */
  private indexLines(starts: Int32Array, from: number): number {
    let offset = from;
    for (let line = 0; line < starts.length - 1; line++) {
      starts[line] = offset;
      const end = this.bytes.indexOf(NEWLINE, offset);
      if (end < 0) throw new Error('The Spanish lexicon file is cut short');
      offset = end + 1;
    }
    starts[starts.length - 1] = offset;
    return offset;
  }

  /** The line whose key (the text before its first tab) is `key`, by binary search; -1 when there is none. */
  private find(starts: Int32Array, key: string): number {
    const wanted = Buffer.from(key, 'utf8');
    let low = 0;
    let high = starts.length - 2;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = starts[middle] ?? 0;
      const tab = this.bytes.indexOf(TAB, start);
      const order = Buffer.compare(this.bytes.subarray(start, tab), wanted);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  private lineText(starts: Int32Array, line: number): string {
    return this.bytes.toString('utf8', starts[line], (starts[line + 1] ?? 1) - 1);
  }

  private reading(lemmaLine: number, tagId: number): Reading {
    const start = this.lemmaLines[lemmaLine] ?? 0;
    const lemma = this.bytes.toString('utf8', start, this.bytes.indexOf(TAB, start));
    const [own = '', ...parts] = (this.tagSets[tagId] ?? '').split('+');
    const reading = readingFromTags(lemma, own);
    if (parts.length) {
      reading.contraction = parts.map((part) => {
        const colon = part.indexOf(':');
        return readingFromTags(part.slice(0, colon), part.slice(colon + 1));
      });
    }
    return reading;
  }
}

function countAfter(line: string, prefix: string): number {
  if (!line.startsWith(prefix)) throw new Error(`The Spanish lexicon file lacks its "${prefix.trim()}" line`);
  return Number(line.slice(prefix.length));
}

/** content/spanish/lexicon.txt.gz, looked for above this file: it sits in src/ when run with tsx, dist/ when built. */
export function defaultLexiconPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, LEXICON_PATH);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${LEXICON_PATH} not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export function readSpanishLexicon(path: string = defaultLexiconPath()): SpanishLexicon {
  return new SpanishLexicon(gunzipSync(readFileSync(path)));
}

let shared: SpanishLexicon | undefined;

/** The lexicon, read on first use and kept for the life of the process (load time and memory: decision 0014). */
export function spanishLexicon(): SpanishLexicon {
  shared ??= readSpanishLexicon();
  return shared;
}
