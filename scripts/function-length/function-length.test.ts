import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { longFunctions } from './function-length';

const fixture = readFileSync(new URL('./fixtures/factory.ts', import.meta.url), 'utf8');
const measure = (limit: number) => longFunctions('factory.ts', fixture, limit);

describe('longFunctions', () => {
  it('counts a factory without the methods nested in it, nor its blank and comment lines', () => {
    // createCounter's own lines: its signature, `let count`, `return {`, the `},` lines whose commas part its
    // object's entries, the key `describe:` (sharing its line with the arrow's head), the object's `};` and `}`.
    // `increment() {` is the method's own line: a method's name is part of the method.
    expect(measure(4).map(({ name, ownLines }) => ({ name, ownLines }))).toEqual([
      { name: 'createCounter', ownLines: 8 },
      { name: 'describe', ownLines: 5 },
    ]);
  });

  it('measures each nested function on its own, a multi-line template literal on all its lines', () => {
    expect(measure(3)).toEqual([
      { name: 'createCounter', line: 2, ownLines: 8 },
      { name: 'increment', line: 7, ownLines: 4 },
      { name: 'describe', line: 11, ownLines: 5 },
    ]);
  });

  it('lists nothing when every function is within the limit', () => {
    expect(measure(8)).toEqual([]);
  });

  it('names an anonymous callback by the call it is passed to', () => {
    const text = 'items.forEach((item) => {\n  use(item);\n  use(item);\n});\n';
    expect(longFunctions('callback.ts', text, 2)).toEqual([
      { name: '(argument of items.forEach)', line: 1, ownLines: 4 },
    ]);
  });
});
