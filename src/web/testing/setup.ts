import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { removeAllToasts } from '@/web/components/ui/use-toast';

// Screens load their parts as lazy chunks; on a loaded 2-core CI machine the first import of a chunk can take
// longer than Testing Library's 1 s default, so `findBy…` and `waitFor` wait up to 5 s (they return as soon as the
// element is there, so passing tests are not slower).
configure({ asyncUtilTimeout: 5_000 });

// Radix primitives measure elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// jsdom does not implement scrolling; the layout scrolls to the top on navigation. Current Chromium
// returns a Promise from scroll methods, so the stub does too: code that leaks it fails here first.
// eslint-disable-next-line @typescript-eslint/no-misused-promises -- the stub mirrors Chromium's Promise on purpose.
window.scrollTo = () => Promise.resolve();

afterEach(() => {
  cleanup();
  removeAllToasts();
  vi.unstubAllGlobals();
});
