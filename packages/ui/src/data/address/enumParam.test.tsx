// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { enumParam, useEnumParam, useStatusTab } from './enumParam';

afterEach(cleanup);

const TABS = ['all', 'review', 'approved'] as const;

describe('enumParam', () => {
  it('gives a known value as it is, and the fallback for anything else', () => {
    expect(enumParam('review', TABS, 'all')).toBe('review');
    for (const value of [null, undefined, '', 'REVIEW', 'review ', 'deleted', 'constructor']) {
      expect(enumParam(value, TABS, 'all'), String(value)).toBe('all');
    }
    expect(enumParam('x', ['today', 'seven'] as const, 'today')).toBe('today');
  });
});

function setup(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  const view = renderHook(() => useEnumParam('status', TABS, 'all'), { wrapper });
  return { location, view, current: () => view.result.current };
}

describe('useEnumParam', () => {
  it('reads the choice from the address', () => {
    expect(setup('/rechargeRecord?status=approved').current()[0]).toBe('approved');
    expect(setup('/rechargeRecord').current()[0]).toBe('all');
    expect(setup('/rechargeRecord?status=<script>').current()[0]).toBe('all');
  });

  it('writes a choice in place of the history entry, the fallback as a bare address', () => {
    const { location, current } = setup('/rechargeRecord');
    act(() => current()[1]('review'));
    expect(current()[0]).toBe('review');
    expect(location.history).toEqual(['/rechargeRecord?status=review']);
    act(() => current()[1]('all'));
    expect(current()[0]).toBe('all');
    expect(location.history).toEqual(['/rechargeRecord']);
  });

  it('keeps the other parameters of the address', () => {
    const { location, current } = setup('/order?search=tea&status=review');
    act(() => current()[1]('approved'));
    expect(location.history).toEqual(['/order?search=tea&status=approved']);
    act(() => current()[1]('all'));
    expect(location.history).toEqual(['/order?search=tea']);
  });
});

describe('useStatusTab', () => {
  it("is the address's status, 'all' when it names no tab, and writes the one chosen", () => {
    const location = memoryLocation({ path: '/withdrawRecord?status=rejected', record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    );
    const view = renderHook(() => useStatusTab(TABS), { wrapper });
    expect(view.result.current.tab).toBe('all');
    act(() => view.result.current.onTabChange('approved'));
    expect(view.result.current.tab).toBe('approved');
    expect(location.history).toEqual(['/withdrawRecord?status=approved']);
  });
});
