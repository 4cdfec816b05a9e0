// What an attacker with a learner account sends: fast-check arbitraries of hostile values and raw bodies, for the
// fuzz suites beside this file. FUZZ_RUNS scales them (npm run fuzz runs many more than npm test).
import fc from 'fast-check';

/** How many cases a property runs: a short run in npm test, FUZZ_RUNS for npm run fuzz. */
export function fuzzRuns(inTests: number): number {
  const fromEnvironment = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(fromEnvironment) && fromEnvironment > 0 ? fromEnvironment : inTests;
}

/** Every field name a request or frame of ours carries, so each schema meets a hostile value where it reads one. */
export const FIELD_NAMES = [
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'timeZone',
  'title',
  'description',
  'prompt',
  'topic',
  'text',
  'from',
  'notes',
  'conversationId',
  'lessonId',
  'plan',
  'sessionId',
  'cardNumber',
  'expiry',
  'cvc',
  'name',
  'difficulty',
  'question',
  'answers',
  'answer',
  'transcript',
  'level',
  'id',
  'kind',
  'spanish',
  'english',
  'exerciseIndex',
  'rating',
  'score',
  'speakingMs',
  'requestFeedback',
  'type',
] as const;

const INVISIBLE = ['\u200B', '\u200D', '\u2060', '\uFEFF', '\u00A0', '\u3164', '\u2800', '\u180E', ' ', '\t'];
const COMBINING = ['\u0301', '\u0308', '\u0303', '\u20DD', '\uFE0F', '\u034F'];

const invisibleText = fc
  .array(fc.constantFrom(...INVISIBLE, ...COMBINING), { minLength: 1, maxLength: 40 })
  .map((parts) => parts.join(''));
const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 8 })
  .map((codes) => `ab${String.fromCharCode(...codes)}cd`);
const controlText = fc.integer({ min: 0, max: 0x1f }).map((code) => `x${String.fromCharCode(code)}y`);
const hugeString = fc.integer({ min: 5_000, max: 1_200_000 }).map((length) => 'á'.repeat(length));
const outOfRange = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 63),
  -0,
  5e-324,
  Number.MAX_SAFE_INTEGER * 1000,
  -1,
  0.5,
);
const giantArray = fc.integer({ min: 1_000, max: 200_000 }).map((length) => new Array<number>(length).fill(7));
/** Nested inside the limit, or just past it: values a walk must handle without running out of stack. */
const nestedValue = fc.integer({ min: 1, max: 40 }).map((depth) => {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  invisibleText,
  loneSurrogates,
  controlText,
  hugeString,
  outOfRange,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('beginner', 'PREMIUM', 'word', 'introducing-yourself', '00000000-0000-4000-8000-000000000000'),
  giantArray,
  nestedValue,
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
);

/** An object whose keys are our field names (and a few others), each with a hostile value. */
export const hostileObject = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.constantFrom('__proto__', 'constructor'), fc.string({ maxLength: 12 })),
  hostileValue,
  { maxKeys: 8 },
);

const deepText = fc
  .tuple(fc.integer({ min: 30, max: 25_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth));

/** A raw request body or socket frame: JSON of a hostile object or value, deep nesting, or not JSON at all. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileObject.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 2, arbitrary: deepText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"a":1,}',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '\uFEFF{}',
      'null',
      '"\\ud800"',
      '1e99999',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

/** A path parameter or query value. */
export const hostileParam = fc.oneof(
  fc.string({ maxLength: 20 }),
  invisibleText,
  loneSurrogates,
  controlText,
  fc.constantFrom(
    '..',
    '%',
    '00000000-0000-4000-8000-000000000000',
    '1',
    '-1',
    '99999999999999999999',
    'a'.repeat(5_000),
  ),
);
