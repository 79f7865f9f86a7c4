// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useKeyboardInset } from './useKeyboardInset';

/** A visual viewport whose reads are counted; `keyboard` px of the window are covered. */
function fakeViewport(keyboard: number) {
  let reads = 0;
  const viewport = Object.assign(new EventTarget(), { offsetTop: 0, scale: 1 });
  Object.defineProperty(viewport, 'height', {
    configurable: true,
    get: () => {
      reads += 1;
      return window.innerHeight - keyboard;
    },
  });
  Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
  return { viewport, reads: () => reads };
}

let input: HTMLInputElement;
beforeEach(() => {
  input = document.createElement('input');
  document.body.append(input);
});
afterEach(() => {
  input.remove();
  Reflect.deleteProperty(window, 'visualViewport');
});

describe('useKeyboardInset', () => {
  it('reads nothing when it mounts with no field focused (no forced layout in a first render)', () => {
    const fake = fakeViewport(300);
    const { result } = renderHook(() => useKeyboardInset());
    expect(result.current).toBe(0);
    expect(fake.reads()).toBe(0);
  });

  it('measures the keyboard when a field takes the focus, and when the viewport changes', () => {
    const fake = fakeViewport(300);
    const { result } = renderHook(() => useKeyboardInset());
    act(() => input.focus());
    expect(result.current).toBe(300);
    act(() => {
      Object.defineProperty(fake.viewport, 'height', {
        value: window.innerHeight,
        configurable: true,
      });
      fake.viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(0);
  });

  it('measures at once when it mounts under a focused field', () => {
    fakeViewport(250);
    input.focus();
    const { result } = renderHook(() => useKeyboardInset());
    expect(result.current).toBe(250);
  });

  it('answers 0 and reads nothing while inactive (a closed sheet)', () => {
    const fake = fakeViewport(300);
    input.focus();
    const { result, rerender } = renderHook(({ active }) => useKeyboardInset(active), {
      initialProps: { active: false },
    });
    expect(result.current).toBe(0);
    expect(fake.reads()).toBe(0);
    rerender({ active: true });
    expect(result.current).toBe(300);
  });
});
