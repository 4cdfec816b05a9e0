import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_CODES, type ServerFrame } from '@/contract/conversation';
import { installFakeWebSocket } from '@/web/testing/fake-web-socket';
import {
  connectLiveSocket,
  liveSocketUrl,
  MAX_RECONNECT_ATTEMPTS,
  RECONNECT_STEP_MS,
  type LiveSocketStatus,
  type LiveSocketStopReason,
} from './live-socket';

const CONVERSATION_ID = '6f1c7d55-3a3b-4f6e-9d55-2f8f0a4c9b11';

function connect() {
  const fake = installFakeWebSocket();
  const frames: ServerFrame[] = [];
  const statuses: LiveSocketStatus[] = [];
  const opens: boolean[] = [];
  const stops: LiveSocketStopReason[] = [];
  const socket = connectLiveSocket({
    url: 'ws://localhost/ws',
    onFrame: (frame) => frames.push(frame),
    onStatusChange: (status) => statuses.push(status),
    onOpen: ({ reconnected }) => opens.push(reconnected),
    onStop: (reason) => stops.push(reason),
  });
  return { socket, frames, statuses, opens, stops, ...fake };
}

describe('liveSocketUrl', () => {
  it('uses ws on http pages and wss on https pages, on the same host', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(liveSocketUrl({ protocol: 'https:', host: 'charla.example' })).toBe('wss://charla.example/ws');
  });
});

describe('connectLiveSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens, passes on contract frames and sends typed frames', () => {
    const { socket, frames, statuses, opens, latest } = connect();
    expect(latest().url).toBe('ws://localhost/ws');
    expect(socket.status).toBe('connecting');

    latest().accept();
    expect(socket.status).toBe('open');
    expect(statuses).toEqual(['open']);
    expect(opens).toEqual([false]);

    latest().receive({ type: 'conversation_id', id: CONVERSATION_ID });
    expect(frames).toEqual([{ type: 'conversation_id', id: CONVERSATION_ID }]);

    expect(socket.send({ type: 'userMessage', text: 'Hola', difficulty: 'beginner', requestFeedback: true })).toBe(
      true,
    );
    expect(latest().sentFrames()).toEqual([
      { type: 'userMessage', text: 'Hola', difficulty: 'beginner', requestFeedback: true },
    ]);
  });

  it('refuses to send before the socket is open', () => {
    const { socket, latest } = connect();
    expect(socket.send({ type: 'resumeSession', conversationId: CONVERSATION_ID })).toBe(false);
    expect(latest().sent).toEqual([]);
  });

  it('drops and logs frames that are not JSON or not in the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { frames, latest } = connect();
    latest().accept();
    latest().receiveRaw('not json');
    latest().receiveRaw(JSON.stringify({ type: 'transcript', text: 'no id' }));
    latest().receiveRaw(JSON.stringify({ type: 'surprise' }));
    latest().receive({ type: 'error', message: 'still alive' });
    expect(frames).toEqual([{ type: 'error', message: 'still alive' }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('reconnects after an unexpected close, waiting 2 s times the attempt number, at most 5 times', () => {
    const { socket, sockets, statuses, latest } = connect();
    latest().accept();
    latest().drop();
    expect(socket.status).toBe('connecting');

    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      vi.advanceTimersByTime(RECONNECT_STEP_MS * attempt - 1);
      expect(sockets).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 1);
      // The server stays unreachable: this attempt fails too.
      latest().drop();
    }

    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(MAX_RECONNECT_ATTEMPTS + 1);
    expect(socket.status).toBe('closed');
    expect(statuses).toEqual(['open', 'connecting', 'closed']);
  });

  it('starts counting attempts afresh after a successful reopen, and reports it as a reconnect', () => {
    const { sockets, opens, latest } = connect();
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_STEP_MS);
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_STEP_MS * 2);
    latest().accept();
    expect(opens).toEqual([false, true]);

    latest().drop();
    vi.advanceTimersByTime(RECONNECT_STEP_MS - 1);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
  });

  it('connects again on request after giving up, with a fresh attempt budget', () => {
    const { socket, sockets, latest } = connect();
    latest().drop();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      vi.advanceTimersByTime(RECONNECT_STEP_MS * attempt);
      latest().drop();
    }
    expect(socket.status).toBe('closed');

    socket.reconnect();
    expect(sockets).toHaveLength(MAX_RECONNECT_ATTEMPTS + 2);
    expect(socket.status).toBe('connecting');
    latest().accept();
    expect(socket.status).toBe('open');
  });

  it('closes for good on dispose: no reconnect, no more frames', () => {
    const { socket, sockets, frames, latest } = connect();
    latest().accept();
    const first = latest();
    socket.dispose();
    expect(first.closedByClientWith).toBe(1000);
    expect(socket.status).toBe('closed');

    first.receive({ type: 'error', message: 'late' });
    first.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(frames).toEqual([]);
  });

  it('cancels a pending reconnect on dispose', () => {
    const { socket, sockets, latest } = connect();
    latest().accept();
    latest().drop();
    socket.dispose();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it.each([
    [LIVE_CLOSE_CODES.SIGNED_OUT, 'signed_out'],
    [LIVE_CLOSE_CODES.TOO_MANY_SOCKETS, 'replaced'],
  ] as const)(
    'stops after close code %i (%s) instead of reconnecting in a loop; reconnect() still works',
    (code, reason) => {
      const { socket, sockets, statuses, stops, latest } = connect();
      latest().accept();
      latest().drop(code);
      expect(socket.status).toBe('closed');
      expect(stops).toEqual([reason]);
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
      expect(statuses).toEqual(['open', 'closed']);

      socket.reconnect();
      expect(sockets).toHaveLength(2);
      latest().accept();
      expect(socket.status).toBe('open');
    },
  );

  it.each([
    { code: LIVE_CLOSE_CODES.SERVICE_RESTART, what: 'a server restarting' },
    { code: LIVE_CLOSE_CODES.PLAN_CHANGED, what: 'a plan change' },
  ])(
    'reconnects after close code $code ($what) and reports it as a reconnect, so the conversation resumes',
    ({ code }) => {
      const { sockets, opens, stops, latest } = connect();
      latest().accept();
      latest().drop(code);
      vi.advanceTimersByTime(RECONNECT_STEP_MS);
      expect(sockets).toHaveLength(2);
      latest().accept();
      expect(opens).toEqual([false, true]);
      expect(stops).toEqual([]);
    },
  );
});
