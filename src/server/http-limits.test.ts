import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '@/server/testing/live-socket-client';
import { createTestApp, testConfig } from '@/server/testing/test-app';

// Clients that trickle a request must not hold a socket for ever, and errors Fastify raises before routing
// answer in the app's `{ message }` shape like every other error.
const REQUEST_TIMEOUT_MS = 1_000;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await createTestApp({ config: testConfig({ requestTimeoutMs: REQUEST_TIMEOUT_MS }) });
  port = Number(new URL(await listenLocally(app)).port);
});
afterAll(() => app.close());

/** Opens a raw connection, sends `head`, then one byte of body every 100 ms; resolves with what came back and when. */
function trickle(head: string): Promise<{ response: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let response = '';
    const drip = setInterval(() => socket.write('a'), 100);
    const giveUp = setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error(`still open after 8 s; got ${JSON.stringify(response)}`));
    }, 8_000);
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

describe('HTTP limits', () => {
  it('cuts off a request body that trickles in, with 408, soon after the request timeout', async () => {
    const { response, closedAfterMs } = await trickle(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    );
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
  });

  it('cuts off headers that never end', async () => {
    const { response, closedAfterMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
  });

  it("answers a malformed URL with 400 and the app's { message } body", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/lessons/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid: check its percent-encoding' });
  });
});
