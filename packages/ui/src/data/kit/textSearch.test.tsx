// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useTextSearch } from './textSearch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The search over an applied text that `apply` changes, as the address would. */
function renderSearch(initial = '') {
  const apply = vi.fn();
  const hook = renderHook(({ applied }) => useTextSearch(applied, apply), {
    initialProps: { applied: initial },
  });
  return { ...hook, apply };
}

describe('useTextSearch', () => {
  it('applies typed text once typing pauses, trimmed, and only the last of a burst', () => {
    const { result, apply } = renderSearch();
    act(() => result.current.change('t'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    act(() => result.current.change('tea '));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(apply).toHaveBeenCalledExactlyOnceWith('tea');
    expect(result.current.text).toBe('tea ');
  });

  it('applies at once on Enter, and clears to nothing', () => {
    const { result, apply } = renderSearch('old');
    act(() => result.current.change(' new '));
    act(() => result.current.submit());
    expect(apply).toHaveBeenLastCalledWith('new');
    act(() => result.current.clear());
    expect(result.current.text).toBe('');
    expect(apply).toHaveBeenLastCalledWith('');
  });

  it('follows a text applied from outside (Back) as it is, without searching by itself', () => {
    const { result, rerender, apply } = renderSearch('tea');
    rerender({ applied: ' coffee ' });
    expect(result.current.text).toBe(' coffee ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(apply).not.toHaveBeenCalled();
  });
});
