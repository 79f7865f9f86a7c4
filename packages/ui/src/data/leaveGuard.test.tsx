// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useLeaveGuard } from './leaveGuard';

function setup(dirty: boolean) {
  const location = memoryLocation({ path: '/baseinfo', record: true });
  const goBack = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook}>
      <Link href="/home">home</Link>
      <a href="https://elsewhere.example/x">outside</a>
      {children}
    </Router>
  );
  const view = renderHook(() => useLeaveGuard(dirty, goBack), { wrapper });
  return { location, goBack, view, guard: () => view.result.current };
}

afterEach(cleanup);

describe('useLeaveGuard', () => {
  it('lets links and back through while nothing changed', () => {
    const { location, goBack, guard } = setup(false);
    fireEvent.click(screen.getByText('home'));
    expect(location.history).toEqual(['/baseinfo', '/home']);
    act(() => guard().back());
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(guard().asking).toBe(false);
  });

  it('holds an in-app link click while dirty, then follows it on leave', () => {
    const { location, guard } = setup(true);
    fireEvent.click(screen.getByText('home'));
    expect(location.history).toEqual(['/baseinfo']);
    expect(guard().asking).toBe(true);
    act(() => guard().leave());
    expect(guard().asking).toBe(false);
    expect(location.history).toEqual(['/baseinfo', '/home']);
  });

  it('stays on the page when the merchant chooses to keep editing', () => {
    const { location, goBack, guard } = setup(true);
    act(() => guard().back());
    expect(guard().asking).toBe(true);
    act(() => guard().stay());
    expect(guard().asking).toBe(false);
    expect(goBack).not.toHaveBeenCalled();
    expect(location.history).toEqual(['/baseinfo']);
    act(() => guard().back());
    act(() => guard().leave());
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('leaves links to other sites and modified clicks alone', () => {
    const { guard } = setup(true);
    const outside = screen.getByText('outside');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(click);
    expect(guard().asking).toBe(false);
    fireEvent.click(screen.getByText('home'), { ctrlKey: true });
    expect(guard().asking).toBe(false);
  });

  it('asks the browser before the tab closes, only while dirty', () => {
    const { view } = setup(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    view.unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
