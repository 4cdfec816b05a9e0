import { describe, expect, it } from 'vitest';
import {
  handsFreeReducer,
  initialHandsFreeState,
  type HandsFreeEvent,
  type HandsFreeState,
} from './hands-free-machine';

function run(...events: HandsFreeEvent[]): HandsFreeState {
  return events.reduce(handsFreeReducer, initialHandsFreeState);
}

const listening = [{ type: 'start' }, { type: 'ready' }] as const;
const spoke = [...listening, { type: 'speechStarted' }, { type: 'speechEnded' }] as const;

describe('hands-free state machine (docs/product.md#hands-free)', () => {
  it('goes round a turn: listening, hearing, thinking, speaking, and listening again when the reply ends', () => {
    expect(run({ type: 'start' }).status).toBe('loading');
    expect(run(...listening).status).toBe('listening');
    expect(run(...listening, { type: 'speechStarted' }).status).toBe('hearing');
    expect(run(...spoke).status).toBe('thinking');
    const sent = run(...spoke, { type: 'transcribed', text: 'Vivo en Madrid', sent: true });
    expect(sent).toMatchObject({ status: 'thinking', heard: 'Vivo en Madrid' });
    const speaking = handsFreeReducer(sent, { type: 'replied', voiced: true });
    expect(speaking).toMatchObject({ status: 'speaking', heard: null });
    expect(handsFreeReducer(speaking, { type: 'playbackEnded' }).status).toBe('listening');
  });

  it('listens again at once when the reply is not read aloud (no voice) or failed', () => {
    const sent = run(...spoke, { type: 'transcribed', text: 'Hola', sent: true });
    expect(handsFreeReducer(sent, { type: 'replied', voiced: false }).status).toBe('listening');
  });

  it('barge-in: speech while the partner speaks starts the learner’s turn', () => {
    const speaking = run(
      ...spoke,
      { type: 'transcribed', text: 'Hola', sent: true },
      { type: 'replied', voiced: true },
    );
    expect(handsFreeReducer(speaking, { type: 'speechStarted' }).status).toBe('hearing');
  });

  it('a reply already being read when the microphone opens (the opening) counts as the partner speaking', () => {
    expect(run(...listening, { type: 'playbackStarted' }).status).toBe('speaking');
    // Not while the learner is mid-sentence or their words are on the way.
    expect(run(...spoke, { type: 'playbackStarted' }).status).toBe('thinking');
  });

  it('a turn that could not be understood says why until the learner speaks again, never a silent loop', () => {
    const failed = run(...spoke, { type: 'notHeard', message: 'Speak closer.' });
    expect(failed).toMatchObject({ status: 'listening', heard: null, notice: 'Speak closer.' });
    // Still there while waiting; gone once the learner speaks again.
    expect(run(...spoke, { type: 'notHeard', message: 'Speak closer.' }, { type: 'misfire' }).notice).toBe(
      'Speak closer.',
    );
    expect(handsFreeReducer(failed, { type: 'speechStarted' }).notice).toBeNull();
    expect(handsFreeReducer(failed, { type: 'stop' }).notice).toBeNull();
  });

  it('a misfire, nothing understood, or a message that could not go out: back to listening, keeping what was heard', () => {
    expect(run(...listening, { type: 'speechStarted' }, { type: 'misfire' }).status).toBe('listening');
    expect(run(...spoke, { type: 'transcribed', text: '', sent: false })).toMatchObject({
      status: 'listening',
      heard: null,
    });
    expect(run(...spoke, { type: 'transcribed', text: 'Hola', sent: false })).toMatchObject({
      status: 'listening',
      heard: 'Hola',
    });
  });

  it('pause holds everything; words transcribed while paused are kept to edit; resume listens afresh', () => {
    const paused = run(...spoke, { type: 'pause' });
    expect(paused.status).toBe('paused');
    expect(handsFreeReducer(paused, { type: 'speechStarted' }).status).toBe('paused');
    expect(handsFreeReducer(paused, { type: 'playbackStarted' }).status).toBe('paused');
    const kept = handsFreeReducer(paused, { type: 'transcribed', text: 'Vivo en Madrid', sent: false });
    expect(kept).toMatchObject({ status: 'paused', heard: 'Vivo en Madrid' });
    expect(handsFreeReducer(kept, { type: 'resume' })).toMatchObject({ status: 'listening', heard: null });
    // Pausing something that is not running does nothing.
    expect(run({ type: 'pause' }).status).toBe('idle');
    expect(run({ type: 'start' }, { type: 'pause' }).status).toBe('loading');
  });

  it('stop turns it off from anywhere; a failure says why', () => {
    expect(run(...spoke, { type: 'stop' })).toEqual(initialHandsFreeState);
    const failed = run({ type: 'start' }, { type: 'failed', message: 'No microphone' });
    expect(failed).toEqual({ status: 'idle', heard: null, error: 'No microphone', notice: null });
    expect(handsFreeReducer(failed, { type: 'start' })).toEqual({
      status: 'loading',
      heard: null,
      error: null,
      notice: null,
    });
  });

  it('ignores events that do not belong to the state (late detector callbacks, a second ready)', () => {
    expect(run({ type: 'ready' }).status).toBe('idle');
    expect(run({ type: 'speechEnded' }).status).toBe('idle');
    expect(run(...listening, { type: 'speechEnded' }).status).toBe('listening');
    expect(run(...listening, { type: 'replied', voiced: true }).status).toBe('listening');
    expect(run(...listening, { type: 'playbackEnded' }).status).toBe('listening');
    expect(run(...listening, { type: 'start' }).status).toBe('listening');
  });
});
