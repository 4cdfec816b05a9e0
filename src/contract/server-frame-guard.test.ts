import { describe, expect, it } from 'vitest';
import { errorFrameCodeSchema, serverFrameSchema } from './conversation';
import { toServerFrame } from './server-frame-guard';

const id = '3f0c1a52-6a8e-4d7b-9a51-1f2e3d4c5b6a';
const frames: unknown[] = [
  { type: 'conversation_id', id },
  { type: 'conversation_id', id: 'not-a-uuid' },
  { type: 'conversation_id' },
  { type: 'transcript_delta', id: 'r1', text: 'Hola' },
  { type: 'transcript_delta', id: 'r1' },
  { type: 'transcript', id: 'r1', text: '¿Qué tal?' },
  {
    type: 'transcript',
    id: 'r1',
    text: '¿Qué tal?',
    translation: 'How are you?',
    feedback: 'Good.',
    correction: 'Hola.',
  },
  { type: 'transcript', id: 'r1', text: '¡Hasta pronto!', farewell: true },
  { type: 'transcript', id: 'r1', text: '¡Hasta pronto!', farewell: 'yes' },
  { type: 'transcript', id: 'r1', text: '¿Qué tal?', translation: 3 },
  { type: 'transcript', text: 'no id' },
  { type: 'transcript', id: 'r1', text: 'Hola', extra: 'dropped' },
  {
    type: 'transcript',
    id: 'r1',
    text: '¿Tu hermana está cansada?',
    learnerCheck: {
      corrected: 'Mi hermana está cansada.',
      changes: [
        { category: 'ser-estar', original: 'es cansada', corrected: 'está cansada', explanation: 'Estar.', extra: 1 },
      ],
      summary: 'Estar.',
      checkedBy: 'builtin',
      extra: 'dropped',
    },
  },
  {
    type: 'transcript',
    id: 'r1',
    text: 'Hola',
    learnerCheck: { corrected: 'Hola', changes: [], summary: 'No mistakes found.', checkedBy: 'openai' },
  },
  {
    type: 'transcript',
    id: 'r1',
    text: 'Hola',
    learnerCheck: {
      corrected: 'Hola',
      changes: [{ category: 'style', original: 'a', corrected: 'b', explanation: 'c' }],
      summary: '',
      checkedBy: 'builtin',
    },
  },
  {
    type: 'transcript',
    id: 'r1',
    text: 'Hola',
    learnerCheck: { corrected: 'Hola', changes: [], summary: '', checkedBy: 'gpt' },
  },
  { type: 'transcript', id: 'r1', text: 'Hola', learnerCheck: 'checked' },
  { type: 'error', message: 'Failed to process the response. Please try again.' },
  { type: 'error', message: null },
  { type: 'error', message: "You've reached your limit of 5 conversations today.", code: 'daily_limit' },
  { type: 'error', message: 'Something else', code: 'teapot' },
  { type: 'error', message: 'No code', code: null },
  { type: 'error', code: 'daily_limit' },
  { type: 'shout', text: 'hola' },
  { text: 'no type' },
  'transcript',
  null,
  42,
  [],
];

describe('toServerFrame', () => {
  it.each(frames.map((frame) => [JSON.stringify(frame), frame]))(
    'agrees with serverFrameSchema on %s',
    (_label, frame) => {
      const parsed = serverFrameSchema.safeParse(frame);
      expect(toServerFrame(frame)).toEqual(parsed.success ? parsed.data : null);
    },
  );

  it.each(errorFrameCodeSchema.options)('keeps the error code %s, which the schema accepts', (code) => {
    expect(toServerFrame({ type: 'error', message: 'm', code })).toEqual({ type: 'error', message: 'm', code });
  });
});
