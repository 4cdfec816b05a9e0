import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientFrame, ServerFrame } from '@/contract/conversation';
import {
  connectLiveSocket,
  liveSocketUrl,
  type LiveSocket,
  type LiveSocketStatus,
  type LiveSocketStopReason,
} from '@/web/lib/live-socket';

export interface LiveSocketHandlers {
  onFrame: (frame: ServerFrame) => void;
  onOpen?: (info: { reconnected: boolean }) => void;
  /** The open connection went away (it may come back through a reconnect). */
  onDrop?: () => void;
  /** The server closed the socket for good (signed out, or replaced by a newer one). */
  onStop?: (reason: LiveSocketStopReason) => void;
}

/**
 * The live socket for as long as the screen is mounted: opened on mount, closed on unmount. The
 * handlers may change on every render; the socket always calls the latest ones.
 */
export function useLiveSocket(handlers: LiveSocketHandlers) {
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  const [stopReason, setStopReason] = useState<LiveSocketStopReason | null>(null);
  const socketRef = useRef<LiveSocket | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    let wasOpen = false;
    let unmounted = false;
    const socket = connectLiveSocket({
      url: liveSocketUrl(),
      onFrame: (frame) => handlersRef.current.onFrame(frame),
      onOpen: (info) => handlersRef.current.onOpen?.(info),
      onStop: (reason) => {
        if (unmounted) return;
        setStopReason(reason);
        handlersRef.current.onStop?.(reason);
      },
      onStatusChange: (next) => {
        // Closing on unmount is not a drop the screen should react to.
        if (unmounted) return;
        setStatus(next);
        if (wasOpen && next !== 'open') handlersRef.current.onDrop?.();
        wasOpen = next === 'open';
      },
    });
    socketRef.current = socket;
    return () => {
      unmounted = true;
      socketRef.current = null;
      socket.dispose();
    };
  }, []);

  const send = useCallback((frame: ClientFrame) => socketRef.current?.send(frame) ?? false, []);
  const reconnect = useCallback(() => {
    setStopReason(null);
    socketRef.current?.reconnect();
  }, []);
  return { status, stopReason, send, reconnect };
}
