import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is true at once where the browser cannot observe intersections', () => {
    render(<Probe />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('waits until the element comes near the viewport, then stops observing', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const disconnect = vi.fn();
    const options: (IntersectionObserverInit | undefined)[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        report = callback;
        options.push(init);
      }
      observe() {}
      disconnect = disconnect;
    });
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(options[0]?.rootMargin).toBe('100px');

    act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
