import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { removeAllToasts } from '@/web/components/ui/use-toast';

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
