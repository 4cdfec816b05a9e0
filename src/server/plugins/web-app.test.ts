import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient } from '@/server/testing/test-app';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let webRoot: string;
  const script = 'console.log("charla");'.repeat(100);

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-web-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Charla</title><div id="root"></div>');
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
    app = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers every client route with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/lessons/some-lesson', '/no/such/page']) {
      const response = await new TestClient(app).get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    }
  });

  it('sends hashed assets pre-compressed and cacheable for a year', async () => {
    const response = await new TestClient(app).request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('keeps unknown API routes as 404 JSON', async () => {
    const response = await new TestClient(app).get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
