import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { serverFrameSchema, type ServerFrame } from '@/contract/conversation';
import type { TestClient } from './test-app';

/** Starts the app on a free local port (the live socket needs a real HTTP upgrade) and answers its origin. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The cookies a client holds, as a Cookie header (a TestClient, or a plain browser stand-in over real HTTP). */
export function cookieHeader(client: Pick<TestClient, 'cookies'>): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The HTTP status a handshake is refused with, or 101 when the socket opens. */
export function handshakeStatus(origin: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`, { headers });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
  });
}

/** A signed-in learner's live socket that records every frame the server sends. */
export class LiveSocketClient {
  readonly frames: ServerFrame[] = [];
  private waiters: { predicate: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  private consumed = 0;
  closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = serverFrameSchema.parse(JSON.parse((data as Buffer).toString()));
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.predicate(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static open(
    origin: string,
    client: Pick<TestClient, 'cookies'>,
    options: { autoPong?: boolean } = {},
  ): Promise<LiveSocketClient> {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`, {
      headers: { origin, cookie: cookieHeader(client) },
      autoPong: options.autoPong ?? true,
    });
    const live = new LiveSocketClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(live));
      socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame (after those already taken) of the given type; rejects after `timeoutMs`. */
  next<T extends ServerFrame['type']>(type: T, timeoutMs = 5000): Promise<Extract<ServerFrame, { type: T }>> {
    const index = this.frames.findIndex((frame, i) => i >= this.consumed && frame.type === type);
    if (index >= 0) {
      this.consumed = index + 1;
      return Promise.resolve(this.frames[index] as Extract<ServerFrame, { type: T }>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(this.consumed))}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        predicate: (frame) => frame.type === type,
        resolve: (frame) => {
          clearTimeout(timer);
          this.consumed = this.frames.length;
          resolve(frame as Extract<ServerFrame, { type: T }>);
        },
      });
    });
  }

  /** Starts a conversation and waits for its id and the partner's opening line. */
  async start(topic: string, difficulty: 'beginner' | 'intermediate' | 'advanced' = 'beginner') {
    this.send({ type: 'startSession', topic, prompt: '', difficulty, userId: 'ignored' });
    const { id } = await this.next('conversation_id');
    const opening = await this.next('transcript');
    return { id, opening };
  }

  /** A learner message; `extra` adds fields to the frame (a spoken message's `speakingMs`). */
  async say(
    text: string,
    difficulty: 'beginner' | 'intermediate' | 'advanced' = 'beginner',
    extra: Record<string, unknown> = {},
  ) {
    this.send({ type: 'userMessage', text, difficulty, requestFeedback: true, ...extra });
    return this.next('transcript');
  }

  close(): void {
    this.socket.close();
  }
}
