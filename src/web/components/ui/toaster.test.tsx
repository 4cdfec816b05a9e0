import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { TOAST_DURATION, toast } from './use-toast';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 5000 ms, then closes it', () => {
    render(<Toaster />);
    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to save conversation' });
    });
    expect(screen.getByText('Failed to save conversation')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 10);
    });
    expect(screen.queryByText('Failed to save conversation')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText('Failed to save conversation')).toBeNull();
  });

  it('replaces the visible toast with the newest one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Topic deleted successfully' });
      toast({ title: 'Custom topic created successfully' });
    });
    expect(screen.queryByText('Topic deleted successfully')).toBeNull();
    expect(screen.getByText('Custom topic created successfully')).toBeTruthy();
  });
});
