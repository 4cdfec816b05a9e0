// A learner of a server running in another process (main-process.ts): signs up over real HTTP and opens the live
// socket with the session cookie, as a browser would.
import WebSocket from 'ws';

export interface RemoteFrame {
  type: string;
  message?: string;
  text?: string;
}

export interface RemoteLearner {
  cookie: string;
  /** Sends a JSON body (or raw text) with the app's Origin and the learner's cookie. */
  post(url: string, body: unknown): Promise<Response>;
  openSocket(): Promise<{ socket: WebSocket; frames: RemoteFrame[] }>;
}

export async function signUpRemotely(origin: string): Promise<RemoteLearner> {
  const post = (url: string, body: unknown, cookie?: string) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', {
    username: `remote${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
    password: 'correct horse battery',
  });
  if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}: ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    cookie,
    post: (url, body) => post(url, body, cookie),
    openSocket() {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { headers: { origin, cookie } });
      const frames: RemoteFrame[] = [];
      socket.on('message', (data) => frames.push(JSON.parse((data as Buffer).toString()) as RemoteFrame));
      return new Promise((resolve, reject) => {
        socket.once('open', () => resolve({ socket, frames }));
        socket.once('error', reject);
      });
    },
  };
}

/** Polls until `find` answers something (a frame arrived), or fails after `timeoutMs`. */
export async function until<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing arrived within ${timeoutMs} ms`);
}
