import { describe, expect, it } from 'vitest';
import { createJsonStringFieldExtractor } from './json-string-field-extractor';

/** Feeds `pieces` one by one and returns what came out of each push. */
function extract(pieces: readonly string[], field = 'reply'): { outputs: string[]; complete: boolean } {
  const extractor = createJsonStringFieldExtractor(field);
  const outputs = pieces.map((piece) => extractor.push(piece));
  return { outputs, complete: extractor.complete };
}

/** Every way of cutting `text` into two pieces. */
function twoPieceSplits(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, cut) => [text.slice(0, cut), text.slice(cut)]);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

// Raw JSON written by hand, so the escapes are exactly what a model would send.
const TRICKY_DOCUMENTS = [
  String.raw`{"reply":"¿Qué tal?","translation":"How are you?","feedback":""}`,
  String.raw`{"reply":"Dijo \"hola\" y se fue.","translation":"","feedback":""}`,
  String.raw`{"reply":"Una barra \\ y otra \/","translation":"","feedback":""}`,
  String.raw`{"reply":"Línea uno\nLínea dos\ttab\r\b\f","translation":"","feedback":""}`,
  String.raw`{"reply":"Est\u00e1s en Espa\u00F1a, \u00bfverdad?","translation":"","feedback":""}`,
  String.raw`{"reply":"Me encanta \ud83d\ude00 y 😀","translation":"","feedback":""}`,
  String.raw`{"reply":"Llaves { y } y [corchetes], comas, \"reply\": no","translation":"","feedback":""}`,
  String.raw`{"translation":"It says \"reply\":\"no\"","feedback":"","reply":"La respuesta va al final."}`,
  String.raw`{"meta":{"reply":"anidado, no"},"list":["reply","x"],"reply":"La de fuera."}`,
  String.raw`{"re\u0070ly":"Clave con escape."}`,
  '{\n  "reply" :\n   "Con espacios y saltos."  ,\n  "translation": "With spaces."\n}',
  String.raw`{"count":3,"ok":true,"none":null,"reply":"Después de literales."}`,
];

describe('createJsonStringFieldExtractor', () => {
  it('decodes the field from a whole document in one push', () => {
    const { outputs, complete } = extract([String.raw`{"reply":"Hola, ¿cómo estás?","translation":"Hi"}`]);
    expect(outputs).toEqual(['Hola, ¿cómo estás?']);
    expect(complete).toBe(true);
  });

  it.each(TRICKY_DOCUMENTS)('matches JSON.parse for %s at every single cut and char by char', (document) => {
    const expected = (JSON.parse(document) as { reply: string }).reply;
    for (const pieces of [...twoPieceSplits(document), document.split('')]) {
      const { outputs, complete } = extract(pieces);
      expect(outputs.join(''), `pieces ${JSON.stringify(pieces)}`).toBe(expected);
      expect(complete).toBe(true);
    }
  });

  it('decodes escapes that are cut in the middle', () => {
    const { outputs } = extract(['{"reply":"Est', '\\', 'u00', 'e1s \\', '"bien\\', '"', ' \\\\', ' fin\\', 'n"}']);
    expect(outputs).toEqual(['Est', '', '', 'ás ', '"bien', '"', ' \\', ' fin', '\n']);
  });

  it('never hands out half of a surrogate pair, escaped or raw', () => {
    const escaped = extract(['{"reply":"a\\ud83d', '\\ude00b"}']);
    expect(escaped.outputs).toEqual(['a', '😀b']);

    const emoji = '😀';
    const raw = extract([`{"reply":"a${emoji.charAt(0)}`, `${emoji.charAt(1)}b"}`]);
    expect(raw.outputs).toEqual(['a', '😀b']);

    for (const output of [...escaped.outputs, ...raw.outputs]) {
      expect(output.length === 0 || !isHighSurrogate(output.charCodeAt(output.length - 1))).toBe(true);
    }
  });

  it('hands out a lone high surrogate when the string ends, as JSON.parse keeps it', () => {
    const document = '{"reply":"x\\ud83d"}';
    expect(extract([document]).outputs.join('')).toBe((JSON.parse(document) as { reply: string }).reply);
  });

  it('streams the value piece by piece as it arrives', () => {
    const { outputs, complete } = extract([
      '{"rep',
      'ly": "Me gu',
      'sta el ',
      'café.", "transl',
      'ation": "I like coffee."}',
    ]);
    expect(outputs).toEqual(['', 'Me gu', 'sta el ', 'café.', '']);
    expect(complete).toBe(true);
  });

  it('is not complete while the value is still open', () => {
    const extractor = createJsonStringFieldExtractor('reply');
    expect(extractor.push('{"reply":"Hola')).toBe('Hola');
    expect(extractor.complete).toBe(false);
    expect(extractor.push(' amigo"')).toBe(' amigo');
    expect(extractor.complete).toBe(true);
  });

  it('gives nothing when the field is missing or not a string', () => {
    expect(extract(['{"translation":"Hi","feedback":"Good"}']).outputs.join('')).toBe('');
    expect(extract(['{"reply":42,"other":"no"}']).outputs.join('')).toBe('');
    expect(extract(['["reply","no"]']).outputs.join('')).toBe('');
    expect(extract(['Hola, esto no es JSON.']).outputs.join('')).toBe('');
  });

  it('keeps the first value when the field is repeated', () => {
    expect(extract(['{"reply":"uno","reply":"dos"}']).outputs.join('')).toBe('uno');
  });

  it('extracts any named field', () => {
    expect(extract(['{"reply":"Hola","translation":"Hel', 'lo"}'], 'translation').outputs).toEqual(['Hel', 'lo']);
  });
});
