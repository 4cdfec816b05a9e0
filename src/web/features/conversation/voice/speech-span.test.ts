import { describe, expect, it } from 'vitest';
import { createSpeechSpan } from './speech-span';

const span = () => createSpeechSpan({ frameMs: 32, speechThreshold: 0.5 });

describe('the speaking time of one utterance', () => {
  it('runs from the first speech frame to the last, leaving out the silence that ended the turn', () => {
    const speech = span();
    // Frames before speech started (the detector's pre-speech padding) do not count.
    for (const probability of [0.1, 0.2]) speech.frameProcessed(probability);
    speech.speechStarted();
    // 9 more frames of speech, a pause the learner carried on after, then 25 silent frames (the end of the turn).
    for (const probability of [0.9, 0.8, 0.7, 0.6, 0.2, 0.4, 0.9, 0.95, 0.6]) speech.frameProcessed(probability);
    for (let i = 0; i < 25; i++) speech.frameProcessed(0.05);
    expect(speech.end()).toBe(10 * 32);
  });

  it('starts again after each utterance, and a frame below the threshold never extends it', () => {
    const speech = span();
    speech.speechStarted();
    speech.frameProcessed(0.49);
    expect(speech.end()).toBe(32);
    speech.frameProcessed(0.9);
    expect(speech.end()).toBe(0);
    speech.speechStarted();
    speech.frameProcessed(0.5);
    expect(speech.end()).toBe(64);
  });
});
