import { describe, expect, it } from 'vitest';
import { findUnstorableText, hasVisibleCharacter, storable } from './common';
import { exceedsJsonNesting, exceedsValueNesting, MAX_JSON_NESTING, TOO_DEEPLY_NESTED_MESSAGE } from './json-nesting';
import { z } from 'zod';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON nesting', () => {
  it('allows the limit and refuses one level more, for arrays and objects alike', () => {
    expect(exceedsJsonNesting(nested(MAX_JSON_NESTING))).toBe(false);
    expect(exceedsJsonNesting(nested(MAX_JSON_NESTING + 1))).toBe(true);
    expect(exceedsJsonNesting('{"a":'.repeat(40) + '1' + '}'.repeat(40))).toBe(true);
    expect(exceedsJsonNesting(nested(1_000_000))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: '['.repeat(500), quoted: '\\"[[[[[[' + '{'.repeat(100) });
    expect(exceedsJsonNesting(text)).toBe(false);
  });

  it('measures parsed values without recursion', () => {
    let value: unknown = 'x';
    for (let level = 0; level < 100_000; level++) value = [value];
    expect(exceedsValueNesting(value)).toBe(true);
    expect(exceedsValueNesting({ a: [{ b: 1 }] })).toBe(false);
  });

  it('walks deep values for unstorable text without running out of stack', () => {
    let value: unknown = 'bad\u0000';
    for (let level = 0; level < 100_000; level++) value = { a: value };
    expect(findUnstorableText(value)).toMatch(/^a(\.a)+$/);
    expect(findUnstorableText({ fine: 'ok', list: ['x', 'y\u0000'] })).toBe('list.1');
  });

  it('refuses deep values in storable() with the message, before any walk', () => {
    const result = storable(z.unknown()).safeParse(JSON.parse(nested(100)));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TOO_DEEPLY_NESTED_MESSAGE);
  });
});

describe('visible text', () => {
  it('sees letters, digits, punctuation and emoji', () => {
    for (const text of ['a', '¿', '7', '😀', ' \u200Bñ', 'e\u0301']) expect(hasVisibleCharacter(text), text).toBe(true);
  });

  it('sees nothing in spaces, zero-width and format characters, lone combining marks and blank letters', () => {
    for (const text of ['', '   ', '\u200B', '\u0301\u0308', '\uFEFF\u2060', '\u3164', '\u2800', '\u00A0\t', '\uFE0F'])
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(false);
  });
});
