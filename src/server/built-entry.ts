import { holdYoungGeneration } from './young-generation';

// The built server's entry (dist/server/main.js): V8's young generation is held small before the server bundle, and
// with it every library, is loaded (docs/ARCHITECTURE.md#memory). A static import would load them first.
holdYoungGeneration();
await import(new URL('./server.js', import.meta.url).href);
