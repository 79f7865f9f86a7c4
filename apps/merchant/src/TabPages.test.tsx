// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { Router, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageShown } from '@merchant/ui/data/boot/pageShown.ts';
import type { Preloadable } from './preloadable';
import type { RouteDef } from './routes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The pages drawn ahead: a store the test fills. The reads asked again on a move: a spy.
const drawAhead = vi.hoisted(() => {
  let ahead: readonly string[] = [];
  const listeners = new Set<() => void>();
  return {
    drawnAhead: () => ahead,
    subscribeDrawnAhead: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    draw(path: string) {
      ahead = [...ahead, path];
      for (const listener of listeners) listener();
    },
    reset() {
      ahead = [];
      listeners.clear();
    },
  };
});
const prefetch = vi.hoisted(() => ({ refreshRoute: vi.fn() }));
vi.mock('./drawAhead', () => drawAhead);
vi.mock('./prefetch', () => prefetch);
const { TabPages } = await import('./TabPages');

/** What each page's usePageShown last said, by path. */
const shownNow = new Map<string, boolean>();
function ShownMark({ path }: { path: string }) {
  shownNow.set(path, usePageShown());
  return null;
}

/** A tab page that notes its drawings, its effects and the query it reads. */
function tabPage(path: string) {
  const drawn = vi.fn();
  const mounted = vi.fn();
  const unmounted = vi.fn();
  function Screen() {
    const search = useSearch();
    drawn(search);
    useEffect(() => {
      mounted();
      return unmounted;
    }, []);
    return (
      <main data-path={path}>
        {path}?{search}
        <ShownMark path={path} />
        <div style={{ height: 2000 }} />
      </main>
    );
  }
  const route: RouteDef = {
    path,
    title: 'route.order',
    access: 'protected',
    tab: 'order',
    screen: Screen as unknown as Preloadable,
  };
  return { route, drawn, mounted, unmounted };
}

const home = tabPage('/home');
const order = tabPage('/order');
const my = tabPage('/my');
const tabs = [home.route, order.route, my.route];
const routeOf = (path: string) => tabs.find((tab) => tab.path === path)!;

/** The tab pages at `start`; `go` moves the address, and the route follows, as in the app. */
function mount(start: string) {
  const location = memoryLocation({ path: start });
  function Routed() {
    const [path] = location.hook();
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <TabPages route={routeOf(path)} tabs={tabs} />
      </Router>
    );
  }
  render(<Routed />);
  return { go: (to: string) => act(() => location.navigate(to)) };
}

const main = (path: string) => document.querySelector<HTMLElement>(`main[data-path="${path}"]`);
/** The frame that hides a kept page. */
const frameOf = (path: string) => main(path)?.closest<HTMLElement>('[data-kept]') ?? null;
/** In the document and not inside a hidden page's frame. */
const shown = (path: string) => main(path) !== null && frameOf(path) === null;
const hidden = (path: string) => frameOf(path) !== null;

let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = vi.fn((x: number, y: number) => {
    scrollY = y;
  }) as unknown as typeof window.scrollTo;
  for (const { drawn, mounted, unmounted } of [home, order, my]) {
    drawn.mockClear();
    mounted.mockClear();
    unmounted.mockClear();
  }
  prefetch.refreshRoute.mockClear();
  drawAhead.reset();
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('TabPages', () => {
  it('tells a page kept hidden that it is hidden (usePageShown), without drawing it again', async () => {
    const { go } = mount('/home');
    expect(shownNow.get('/home')).toBe(true);
    const drawings = home.drawn.mock.calls.length;
    await go('/order');
    expect(shownNow.get('/home')).toBe(false);
    expect(shownNow.get('/order')).toBe(true);
    await go('/home');
    expect(shownNow.get('/home')).toBe(true);
    expect(shownNow.get('/order')).toBe(false);
    expect(home.drawn).toHaveBeenCalledTimes(drawings);
  });

  it('keeps a tab page drawn, hidden, when the merchant moves to another tab', async () => {
    const { go } = mount('/home');
    expect(shown('/home')).toBe(true);
    expect(main('/order')).toBeNull();

    await go('/order');
    expect(shown('/order')).toBe(true);
    expect(hidden('/home')).toBe(true);
    expect(home.unmounted).not.toHaveBeenCalled();

    const homeDrawings = home.drawn.mock.calls.length;
    await go('/home');
    expect(shown('/home')).toBe(true);
    expect(hidden('/order')).toBe(true);
    // Shown again as it was: not drawn again, its effects never stopped.
    expect(home.drawn).toHaveBeenCalledTimes(homeDrawings);
    expect(home.mounted).toHaveBeenCalledTimes(1);
    expect(order.unmounted).not.toHaveBeenCalled();
  });

  it('leaves a hidden page at the address it was left at', async () => {
    const { go } = mount('/order?tab=pick');
    expect(order.drawn).toHaveBeenLastCalledWith('tab=pick');
    const drawings = order.drawn.mock.calls.length;

    await go('/home');
    await go('/my');
    expect(order.drawn).toHaveBeenCalledTimes(drawings);
    expect(hidden('/order')).toBe(true);
    expect(main('/order')?.textContent).toBe('/order?tab=pick');

    await go('/order?tab=ship');
    expect(order.drawn).toHaveBeenLastCalledWith('tab=ship');
  });

  it('brings each page back where it was scrolled, and opens a page shown first at the top', async () => {
    const { go } = mount('/order');
    scrollY = 1200;
    await go('/home');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollY = 300;
    await go('/order');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1200);
    await go('/home');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('opens a page at the top when it comes back to another address than it was left at', async () => {
    const { go } = mount('/order?tab=pick');
    scrollY = 1200;
    await go('/home');
    await go('/order');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollY = 800;
    await go('/home');
    await go('/order');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 800);
  });

  it('asks again for the stale reads of each page moved to, not of the first one', async () => {
    const { go } = mount('/home');
    expect(prefetch.refreshRoute).not.toHaveBeenCalled();
    await go('/order');
    expect(prefetch.refreshRoute).toHaveBeenLastCalledWith('/order');
    await go('/home');
    expect(prefetch.refreshRoute).toHaveBeenLastCalledWith('/home');
    expect(prefetch.refreshRoute).toHaveBeenCalledTimes(2);
  });

  it('draws the pages the app draws ahead, hidden, with their effects, and shows them as drawn', async () => {
    const { go } = mount('/home');
    await act(async () => drawAhead.draw('/my'));
    expect(hidden('/my')).toBe(true);
    expect(my.mounted).toHaveBeenCalledTimes(1);
    const drawings = my.drawn.mock.calls.length;

    await go('/my');
    expect(shown('/my')).toBe(true);
    expect(my.drawn).toHaveBeenCalledTimes(drawings);
    expect(my.mounted).toHaveBeenCalledTimes(1);
  });

  it('lays a page drawn ahead or changed while hidden out in the background, never a page left as it was', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const layOut = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const laying = (path: string) => frameOf(path)?.hasAttribute('data-laying');
    try {
      const { go } = mount('/home');
      await go('/order');
      // Left after it was shown: laid out already, it rests at once, its rendering skipped.
      expect(frameOf('/home')?.dataset.kept).toBe('resting');
      expect(frameOf('/home')?.style.contentVisibility).toBe('hidden');
      expect(laying('/home')).toBe(false);

      await act(async () => drawAhead.draw('/my'));
      // Drawn ahead: its rendering skipped too, and laid out in the background, in pieces.
      expect(frameOf('/my')?.dataset.kept).toBe('resting');
      expect(frameOf('/my')?.style.contentVisibility).toBe('hidden');
      expect(laying('/my')).toBe(true);
      expect(layOut.mock.contexts).not.toContain(main('/my'));
      await act(async () => vi.advanceTimersByTime(3 * 2000));
      expect(layOut.mock.contexts).toContain(main('/my'));
      expect(laying('/my')).toBe(false);
      expect(layOut.mock.contexts).not.toContain(main('/home'));

      // Changed while it rests (new answers, another language): laid out again, in the background.
      await act(async () => main('/home')?.append('new answers'));
      expect(laying('/home')).toBe(true);
      await act(async () => vi.advanceTimersByTime(3 * 2000));
      expect(layOut.mock.contexts).toContain(main('/home'));
      expect(laying('/home')).toBe(false);

      // Shown before its layout is done: every piece renders again, at once.
      await act(async () => main('/my')?.append('new answers'));
      await act(async () => vi.advanceTimersByTime(2000 + 1));
      expect(main('/my')?.style.contentVisibility).toBe('hidden');
      await go('/my');
      expect(shown('/my')).toBe(true);
      expect(main('/my')?.style.contentVisibility).toBe('');
      expect(frameOf('/order')?.dataset.kept).toBe('resting');
    } finally {
      layOut.mockRestore();
      vi.useRealTimers();
    }
  });
});
