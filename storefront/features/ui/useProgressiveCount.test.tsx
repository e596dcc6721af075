/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './useProgressiveCount';

const g = globalThis as { IntersectionObserver?: unknown };
let saved: unknown;
beforeEach(() => {
  jest.useFakeTimers();
  saved = g.IntersectionObserver;
  g.IntersectionObserver = class {}; // a browser: progressive
});
afterEach(() => {
  g.IntersectionObserver = saved;
  jest.useRealTimers();
});

const nextJob = () =>
  act(() => {
    jest.advanceTimersByTime(60);
  });

describe('useProgressiveCount', () => {
  it('shows the first items at once, then a step per frame job, then items added later at once', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 2, 3), { initialProps: { total: 7 } });
    expect(result.current).toBe(2);
    nextJob();
    expect(result.current).toBe(5);
    nextJob();
    expect(result.current).toBe(7);
    rerender({ total: 12 });
    expect(result.current).toBe(12);
  });

  it('shows everything at once without IntersectionObserver', () => {
    delete g.IntersectionObserver;
    const { result } = renderHook(() => useProgressiveCount(9, 2, 3));
    expect(result.current).toBe(9);
  });
});
