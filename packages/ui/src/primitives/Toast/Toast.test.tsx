// @vitest-environment jsdom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

let show: ReturnType<typeof useToast>['show'] = () => {};
const shown = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  show = renderHook(() => useToast(), { wrapper: ToastProvider }).result.current.show;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toast', () => {
  it('stays 2000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    act(() => show('Saved'));
    expect(shown()).toBe('Saved');
    act(() => vi.advanceTimersByTime(1999));
    expect(shown()).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('');
  });

  it('shows one at a time: a new one replaces the last and has its own 2000 ms', () => {
    act(() => show('First'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => show('Second', { tone: 'error' }));
    expect(shown()).toBe('Second');
    expect(shown()).not.toContain('First');
    act(() => vi.advanceTimersByTime(1999));
    expect(shown()).toBe('Second');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('');
  });
});
