import { boundOldGenerationGrowth, holdYoungGeneration } from './heap-sizing';

// The built server's entry (dist/server/main.js): V8's young generation is held small, and its old generation's
// growth bounded, before the server bundle, and with it every library, is loaded (docs/ARCHITECTURE.md#memory).
// A static import would load them first.
holdYoungGeneration();
boundOldGenerationGrowth();
await import(new URL('./server.js', import.meta.url).href);
