import { describe, expect, it } from 'vitest';
import {
  clientFrameSchema,
  SPEAKING_MS_INVALID_MESSAGE,
  SPEAKING_MS_MAX,
  userMessageFrameSchema,
} from './conversation';

const message = (extra: object) => ({ type: 'userMessage', text: 'Hola, ¿qué tal?', ...extra });
const firstError = (value: unknown) => userMessageFrameSchema.safeParse(value).error?.issues[0]?.message;

describe('a learner message’s speaking time', () => {
  it('is optional: a typed message carries none', () => {
    expect(userMessageFrameSchema.parse(message({}))).not.toHaveProperty('speakingMs');
    expect(clientFrameSchema.parse(message({}))).toEqual({ type: 'userMessage', text: 'Hola, ¿qué tal?' });
  });

  it('takes whole milliseconds from 0 up to the maximum', () => {
    for (const speakingMs of [0, 1, 2140, SPEAKING_MS_MAX])
      expect(clientFrameSchema.parse(message({ speakingMs }))).toMatchObject({ speakingMs });
  });

  it('refuses negative, fractional, too long and non-numeric values with one clear message', () => {
    for (const speakingMs of [-1, 0.5, 1200.7, SPEAKING_MS_MAX + 1, Number.MAX_SAFE_INTEGER, '1500', null, true, {}])
      expect(firstError(message({ speakingMs })), JSON.stringify(speakingMs)).toBe(SPEAKING_MS_INVALID_MESSAGE);
    expect(SPEAKING_MS_INVALID_MESSAGE).toMatch(/^Speaking time must be a whole number of milliseconds from 0 to /);
  });
});
