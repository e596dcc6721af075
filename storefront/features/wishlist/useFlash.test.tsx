/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { FLASH_MS, useFlash } from './useFlash';

describe('useFlash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears a message after 5 seconds; a new message restarts the clock', () => {
    const { result } = renderHook(() => useFlash());
    act(() => result.current[1]({ tone: 'success', text: 'one' }));
    act(() => void jest.advanceTimersByTime(FLASH_MS - 1000));
    act(() => result.current[1]({ tone: 'danger', text: 'two' }));
    act(() => void jest.advanceTimersByTime(FLASH_MS - 1));
    expect(result.current[0]).toEqual({ tone: 'danger', text: 'two' });
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
    expect(FLASH_MS).toBe(5000);
  });
});
