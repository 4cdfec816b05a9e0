import type { ClientFrame, ServerFrame } from '@/contract/conversation';
import { LIVE_CLOSE_CODES } from '@/contract/conversation-constants';
import { toServerFrame } from '@/contract/server-frame-guard';

/**
 * The browser side of the live conversation socket (docs/product.md#conversations): one WebSocket to
 * `/ws` on the page's own host, every incoming frame parsed against the contract, typed outgoing
 * frames, and a bounded reconnect after an unexpected close. Framework-free so it can be tested without React.
 */
export type LiveSocketStatus = 'connecting' | 'open' | 'closed';
/**
 * Why the server closed the socket for good: the session signed out (4001), or the learner opened more live
 * conversations than allowed and this, the oldest, gave way (4002). Reconnecting by itself would only loop.
 */
export type LiveSocketStopReason = 'signed_out' | 'replaced';

const STOP_REASONS: Partial<Record<number, LiveSocketStopReason>> = {
  [LIVE_CLOSE_CODES.SIGNED_OUT]: 'signed_out',
  [LIVE_CLOSE_CODES.TOO_MANY_SOCKETS]: 'replaced',
};

/** docs/product.md#conversations: at most 5 reconnect attempts, waiting 2 s times the attempt number. */
export const MAX_RECONNECT_ATTEMPTS = 5;
export const RECONNECT_STEP_MS = 2000;

export interface LiveSocketOptions {
  url: string;
  onFrame: (frame: ServerFrame) => void;
  onStatusChange?: (status: LiveSocketStatus) => void;
  /** Every successful open; `reconnected` is true for all but the first, so a session can resume. */
  onOpen?: (info: { reconnected: boolean }) => void;
  /** The server closed the socket with a code that asks not to reconnect; `reconnect()` still can. */
  onStop?: (reason: LiveSocketStopReason) => void;
}

export interface LiveSocket {
  readonly status: LiveSocketStatus;
  /** Sends a frame if the socket is open; false when it is not, so the caller can tell the learner. */
  send: (frame: ClientFrame) => boolean;
  /** Connects again at once with a fresh attempt budget, e.g. after the automatic attempts gave up. */
  reconnect: () => void;
  /** Closes the socket for good: no reconnect follows. */
  dispose: () => void;
}

/** `ws://host/ws`, or `wss://host/ws` when the page itself is served over https. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}

export function connectLiveSocket({ url, onFrame, onStatusChange, onOpen, onStop }: LiveSocketOptions): LiveSocket {
  let socket: WebSocket | null = null;
  let status: LiveSocketStatus = 'connecting';
  let attempts = 0;
  let hasOpened = false;
  let disposed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: LiveSocketStatus) => {
    if (next === status) return;
    status = next;
    onStatusChange?.(next);
  };

  const detach = (target: WebSocket) => {
    target.onopen = null;
    target.onmessage = null;
    target.onclose = null;
    target.onerror = null;
  };

  const open = () => {
    clearTimeout(retryTimer);
    setStatus('connecting');
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      attempts = 0;
      setStatus('open');
      onOpen?.({ reconnected: hasOpened });
      hasOpened = true;
    };
    current.onmessage = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (frame) onFrame(frame);
    };
    current.onclose = (event: CloseEvent) => {
      detach(current);
      socket = null;
      if (disposed) return;
      // Everything else (1012 a server restarting, 4003 a plan change, a dropped network) reconnects and resumes.
      const stop = STOP_REASONS[event.code];
      if (stop) {
        setStatus('closed');
        onStop?.(stop);
        return;
      }
      if (attempts >= MAX_RECONNECT_ATTEMPTS) {
        setStatus('closed');
        return;
      }
      attempts += 1;
      setStatus('connecting');
      retryTimer = setTimeout(open, RECONNECT_STEP_MS * attempts);
    };
  };

  open();

  return {
    get status() {
      return status;
    },
    send(frame) {
      if (status !== 'open' || !socket) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    reconnect() {
      if (disposed || status === 'open') return;
      attempts = 0;
      if (socket) {
        // A socket still trying to connect gets to finish; its close schedules the next attempt.
        return;
      }
      open();
    },
    dispose() {
      disposed = true;
      clearTimeout(retryTimer);
      if (socket) {
        detach(socket);
        socket.close(1000);
        socket = null;
      }
      setStatus('closed');
    },
  };
}

/** A frame that is not valid JSON or not in the contract is dropped (and logged), never thrown. */
function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') {
    console.warn('Live socket: ignored a non-text frame');
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    console.warn('Live socket: ignored a frame that is not JSON');
    return null;
  }
  const frame = toServerFrame(raw);
  if (!frame) console.warn('Live socket: ignored a frame outside the contract', raw);
  return frame;
}
