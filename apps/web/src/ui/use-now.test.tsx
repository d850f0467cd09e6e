import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('is the clock in ms, moved on every minute', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    const { result } = renderHook(() => useNow());
    expect(result.current).toBe(Date.parse('2026-03-02T09:00:00Z'));
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(result.current).toBe(Date.parse('2026-03-02T09:00:00Z'));
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(Date.parse('2026-03-02T09:01:00Z'));
  });
});
