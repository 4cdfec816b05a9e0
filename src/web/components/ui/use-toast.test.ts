import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY, toast, useToast } from './use-toast';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, the newest winning', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.toasts.map((entry) => entry.title)).toEqual(['Second']);
  });

  it('keeps a dismissed toast closed for 1,000,000 ms, then removes it', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Saved' }).dismiss();
    });
    expect(result.current.toasts).toMatchObject([{ title: 'Saved', open: false }]);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });
});
