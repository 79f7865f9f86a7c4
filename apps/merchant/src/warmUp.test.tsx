// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Preloadable } from './preloadable';
import type { RouteDef } from './routes';
import { TabWarmUp, warmUpLater } from './warmUp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A tab page that notes its drawings and its effects. */
function tabPage(path: string, { fails = false } = {}) {
  const drawn = vi.fn();
  const effect = vi.fn();
  function Screen() {
    drawn();
    useEffect(() => effect(), []);
    if (fails) throw new Error('cannot draw');
    return <main>{path}</main>;
  }
  const route: RouteDef = {
    path,
    title: 'route.order',
    access: 'protected',
    screen: Screen as unknown as Preloadable,
  };
  return { route, drawn, effect };
}

describe('TabWarmUp', () => {
  it('draws each queued tab page once, hidden and outside the document, without its effects', async () => {
    render(<TabWarmUp current="/home" />);
    const order = tabPage('/order');
    const my = tabPage('/my');
    await act(async () => {
      warmUpLater(order.route);
      warmUpLater(my.route);
    });
    await waitFor(() => expect(my.drawn).toHaveBeenCalled());
    expect(order.drawn).toHaveBeenCalledTimes(1);
    expect(order.effect).not.toHaveBeenCalled();
    expect(my.effect).not.toHaveBeenCalled();
    expect(document.querySelector('main')).toBeNull();
  });

  it('skips the page on screen and moves on after a page that fails to draw', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<TabWarmUp current="/home" />);
    const home = tabPage('/home');
    const broken = tabPage('/product', { fails: true });
    const order = tabPage('/order');
    await act(async () => {
      warmUpLater(home.route);
      warmUpLater(broken.route);
      warmUpLater(order.route);
    });
    await waitFor(() => expect(order.drawn).toHaveBeenCalled(), { timeout: 8000 });
    expect(home.drawn).not.toHaveBeenCalled();
    expect(broken.drawn).toHaveBeenCalled();
    expect(document.body.textContent).toBe('');
    errors.mockRestore();
  });
});
