import { onTestFinished } from 'vitest';

/**
 * jsdom lacks pointer capture and scrollIntoView, which Radix Select calls when it opens and
 * highlights options. This adds harmless versions for the current test only.
 */
export function stubPointerCapture(): void {
  const added: (keyof Element)[] = [];
  const add = (key: keyof Element, value: (...args: never[]) => unknown) => {
    if (key in Element.prototype) return;
    Object.defineProperty(Element.prototype, key, { value, configurable: true, writable: true });
    added.push(key);
  };
  add('hasPointerCapture', () => false);
  add('setPointerCapture', () => {});
  add('releasePointerCapture', () => {});
  add('scrollIntoView', () => {});
  onTestFinished(() => {
    for (const key of added) Reflect.deleteProperty(Element.prototype, key);
  });
}
