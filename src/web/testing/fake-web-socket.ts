import { vi } from 'vitest';
import type { ClientFrame, ServerFrame } from '@/contract/conversation';

/**
 * A stand-in for the browser's WebSocket (the app's live boundary). Tests play the server: they
 * open, send frames to and close each socket the app creates, and read the frames the app sent.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  /** The close code the app asked for, if it closed the socket itself. */
  closedByClientWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('FakeWebSocket: send before open');
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedByClientWith = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The frames the app sent, parsed. */
  sentFrames(): ClientFrame[] {
    return this.sent.map((data) => JSON.parse(data) as ClientFrame);
  }

  // ---- the server's side ----

  accept(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(frame: ServerFrame): void {
    this.receiveRaw(JSON.stringify(frame));
  }

  receiveRaw(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection drops (or is refused, when it never opened). */
  drop(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, wasClean: false }));
  }
}

/** Replaces the global WebSocket for this test; `latest()` is the socket the app opened last. */
export function installFakeWebSocket() {
  const sockets: FakeWebSocket[] = [];
  class RecordedWebSocket extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  vi.stubGlobal('WebSocket', RecordedWebSocket);
  const latest = (): FakeWebSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('The app has not opened a WebSocket');
    return socket;
  };
  return { sockets, latest };
}
