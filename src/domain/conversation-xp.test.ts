import { describe, expect, it } from 'vitest';
import { conversationXp, elapsedSeconds, formatMinutesSeconds, MAX_CONVERSATION_XP } from './conversation-xp';

describe('conversationXp', () => {
  it('grants 3 XP per learner message', () => {
    expect(conversationXp(1)).toBe(3);
    expect(conversationXp(4)).toBe(12);
    expect(conversationXp(9)).toBe(27);
  });

  it('caps a conversation at 30 XP', () => {
    expect(conversationXp(10)).toBe(MAX_CONVERSATION_XP);
    expect(conversationXp(11)).toBe(30);
    expect(conversationXp(500)).toBe(30);
  });

  it('grants nothing without learner messages or for nonsense counts', () => {
    expect(conversationXp(0)).toBe(0);
    expect(conversationXp(-2)).toBe(0);
    expect(conversationXp(Number.NaN)).toBe(0);
  });
});

describe('elapsedSeconds', () => {
  it('rounds to whole seconds and never goes negative', () => {
    const start = new Date('2026-11-21T10:00:00.000Z');
    expect(elapsedSeconds(start, new Date('2026-11-21T10:02:05.400Z'))).toBe(125);
    expect(elapsedSeconds(start, new Date('2026-11-21T09:59:00.000Z'))).toBe(0);
  });
});

describe('formatMinutesSeconds', () => {
  it('shows m:ss', () => {
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(65)).toBe('1:05');
    expect(formatMinutesSeconds(599.9)).toBe('9:59');
    expect(formatMinutesSeconds(4500)).toBe('75:00');
    expect(formatMinutesSeconds(-3)).toBe('0:00');
  });
});
