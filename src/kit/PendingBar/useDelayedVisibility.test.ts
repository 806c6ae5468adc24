// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedVisibility } from './useDelayedVisibility';

describe('useDelayedVisibility', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (pending: boolean) =>
    renderHook(({ p }) => useDelayedVisibility(p, 1000, 500), { initialProps: { p: pending } });

  it('stays hidden for loads shorter than the delay', () => {
    const { result, rerender } = setup(true);
    act(() => vi.advanceTimersByTime(999));
    rerender({ p: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
  });

  it('appears once the delay has passed', () => {
    const { result } = setup(true);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('stays at least the minimum time once shown', () => {
    const { result, rerender } = setup(true);
    // Shown, then rendered, at 1000 ms (each act renders as it ends).
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(100));
    rerender({ p: false });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('counts the minimum from when it is rendered, not from its timer', () => {
    const { result, rerender } = setup(true);
    // The timer fires at 1000 ms, but nothing renders until 1300 ms (a busy main thread).
    act(() => vi.advanceTimersByTime(1300));
    expect(result.current).toBe(true);
    rerender({ p: false });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides at once when the minimum has already elapsed', () => {
    const { result, rerender } = setup(true);
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    rerender({ p: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });
});
