import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ ready = true }: { ready?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  // Like the dashboard: the observed element appears only once its data has loaded.
  return ready ? <div ref={ref}>{near ? 'loaded' : 'waiting'}</div> : <p>loading</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is true at once where the browser cannot observe intersections', () => {
    render(<Probe />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('waits until the element comes near the viewport, then stops observing, also when it appears late', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const disconnect = vi.fn();
    const options: (IntersectionObserverInit | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const view = render(<Probe ready={false} />);
    expect(options).toHaveLength(0);
    view.rerender(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(options[0]?.rootMargin).toBe('100px');

    act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
