import { describe, expect, it } from 'vitest';
import { MIN_SPEECH_LEVEL, rmsLevel, TAP_SILENCE_MS, watchEndOfSpeech } from './end-of-speech';

/** Feeds levels 50 ms apart; returns the time the watch first said the speech ended, or null. */
function run(levels: number[], silenceMs?: number): number | null {
  const watch = watchEndOfSpeech(silenceMs === undefined ? {} : { silenceMs });
  for (const [index, level] of levels.entries()) if (watch.hear(level, index * 50)) return index * 50;
  return null;
}
const quiet = (ms: number, level = 0.002) => Array<number>(ms / 50).fill(level);
const speech = (ms: number, level = 0.2) => Array<number>(ms / 50).fill(level);

describe('watchEndOfSpeech', () => {
  it('ends the turn a silence after the speech, not before', () => {
    const ended = run([...quiet(500), ...speech(1000), ...quiet(3000)]);
    // Speech's last loud reading is at 1450 ms; the quiet counts from there.
    expect(ended).toBe(1450 + TAP_SILENCE_MS);
  });

  it('waits for the learner to start: silence alone never ends it', () => {
    expect(run(quiet(10_000))).toBeNull();
  });

  it('keeps listening through a pause shorter than the silence (a learner finding a word)', () => {
    const ended = run([...speech(600), ...quiet(TAP_SILENCE_MS - 300), ...speech(600), ...quiet(3000)]);
    expect(ended).toBe(600 + TAP_SILENCE_MS - 300 + 550 + TAP_SILENCE_MS);
  });

  it('does not take a click or a tap for speech', () => {
    expect(run([...quiet(500), ...speech(100), ...quiet(5000)])).toBeNull();
  });

  it('learns the room: a steady hum above the minimum is the floor, speech is well above it', () => {
    const hum = 0.03;
    expect(run([...quiet(500, hum), ...quiet(5000, hum)])).toBeNull();
    expect(run([...quiet(500, hum), ...speech(800, 0.3), ...quiet(3000, hum)])).not.toBeNull();
  });

  it('never counts a level under the minimum as speech', () => {
    expect(run([...quiet(500, 0), ...speech(2000, MIN_SPEECH_LEVEL / 2), ...quiet(3000, 0)])).toBeNull();
  });

  it('measures a frame by its root-mean-square level', () => {
    expect(rmsLevel(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rmsLevel(new Float32Array([]))).toBe(0);
  });
});
