// Writes .br and .gz siblings of the built web files so the server sends them pre-compressed
// (@fastify/static preCompressed) without compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const root = path.resolve('dist/web');
// The voice detector's WebAssembly, loader and model (under vad/) shrink to about a quarter.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm|onnx)$/;
const MIN_BYTES = 1024;
const LARGE_BYTES = 1_000_000;

// The voice detector's 14 MB WebAssembly and 2 MB model: quality 9 with a 16 MB window is 12 % larger than
// quality 10 (2.67 MB against 2.39 MB) in a seventh of the time (4 s against 29 s on a quiet two-core machine),
// which keeps a fresh clone's first `npm start` within half a minute. Only hands-free voice downloads them, once.
function brotliParams(size) {
  return size > LARGE_BYTES
    ? { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 }
    : { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
}

async function compress(file) {
  const content = await fs.promises.readFile(file);
  if (content.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(content, { params: brotliParams(content.length) }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  return 1;
}

const files = fs
  .readdirSync(root, { recursive: true })
  .map((entry) => path.join(root, String(entry)))
  .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).isFile());
// zlib's async calls run on libuv's thread pool, so the files compress on every core at once.
const written = await Promise.all(files.map(compress));
console.log(`web files pre-compressed: ${written.reduce((sum, one) => sum + one, 0)}`);
