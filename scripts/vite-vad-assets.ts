// The voice detector's files (docs/decisions/0013-hands-free-voice-detection.md), served from our own origin
// under /vad/: Silero VAD's model and audio worklet from @ricky0123/vad-web, and onnxruntime's single-thread
// WebAssembly with its loader. Copied from node_modules at build time; served from there by the dev server.
// Nothing is downloaded at run time.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The public path (matches VAD_ASSET_PATH in the web code). */
const PUBLIC_DIR = 'vad';

/** A package's dist folder, found from its entry point (onnxruntime-web does not export its package.json). */
function packageDist(name: string): string {
  const entry = require.resolve(name);
  const root = entry.slice(
    0,
    entry.lastIndexOf(`${path.sep}${name.replace('/', path.sep)}${path.sep}`) + name.length + 1,
  );
  return path.join(root, 'dist');
}

export function vadAssetFiles(): Record<string, string> {
  const vad = packageDist('@ricky0123/vad-web');
  const ort = packageDist('onnxruntime-web');
  return {
    'silero_vad_v5.onnx': path.join(vad, 'silero_vad_v5.onnx'),
    'vad.worklet.bundle.min.js': path.join(vad, 'vad.worklet.bundle.min.js'),
    'ort-wasm-simd-threaded.wasm': path.join(ort, 'ort-wasm-simd-threaded.wasm'),
    'ort-wasm-simd-threaded.mjs': path.join(ort, 'ort-wasm-simd-threaded.mjs'),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.onnx': 'application/octet-stream',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
};

export function vadAssets(): Plugin {
  const files = vadAssetFiles();
  return {
    name: 'charla-vad-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.match(new RegExp(`^/${PUBLIC_DIR}/([^?]+)`));
        const source = match ? files[match[1]!] : undefined;
        if (!source) return next();
        response.setHeader('content-type', CONTENT_TYPES[path.extname(source)] ?? 'application/octet-stream');
        fs.createReadStream(source).pipe(response);
      });
    },
    generateBundle() {
      for (const [name, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: `${PUBLIC_DIR}/${name}`, source: fs.readFileSync(source) });
      }
    },
  };
}
