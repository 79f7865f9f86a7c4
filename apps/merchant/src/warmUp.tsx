import {
  Activity,
  Component,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import type { RouteDef } from './routes';

/**
 * The tab pages to draw once ahead, hidden, while the merchant is on another tab (see
 * `TabWarmUp`): filled by the idle prefetch of the other tabs once each one's code is there.
 */
const waiting: RouteDef[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Queues a tab page whose code is loaded for one hidden drawing. */
export function warmUpLater(route: RouteDef): void {
  if (!route.screen || waiting.includes(route)) return;
  waiting.push(route);
  changed();
}

function done(route: RouteDef): void {
  if (waiting[0] !== route) return;
  waiting.shift();
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const next = () => waiting[0] ?? null;
const none = () => null;

/** Gives up on a drawing that has not finished by then (a part still loading, or failed). */
const GIVE_UP_MS = 5000;

/**
 * A drawing that fails ahead is dropped (React keeps a hidden tree's failure to itself until
 * the tree is shown; this is in case it does not): the page is drawn for real when it opens.
 */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Drawn after the page: the page before it is drawn, so the next one can go. */
function Drawn({ route }: { route: RouteDef }) {
  // In the render, not an effect: a hidden tree runs no effects. Once is enough.
  setTimeout(() => done(route), 0);
  return null;
}

/**
 * Draws the other tab pages once each, one after the other, while the browser is idle: hidden
 * (React's Activity: drawn at the lowest priority in slices of a few milliseconds, no effects,
 * so no reads start and nothing on the page changes) and into an element that is not in the
 * document (nothing to find, focus or read aloud). What stays is what a first drawing costs
 * once: the screen's code compiled by the browser, its styles generated and inserted. The
 * press on that tab then draws it without those costs (bench/tabs.mjs).
 */
export function TabWarmUp({ current }: { current: string }) {
  const route = useSyncExternalStore(subscribe, next, none);
  const [host] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  // The page on screen needs no drawing ahead.
  const shown = route !== null && route.path === current;
  useEffect(() => {
    if (!route) return;
    if (shown) {
      done(route);
      return;
    }
    const giveUp = setTimeout(() => done(route), GIVE_UP_MS);
    return () => clearTimeout(giveUp);
  }, [shown, route]);
  if (!route?.screen || !host || shown) return null;
  const Screen = route.screen;
  return createPortal(
    <Quiet key={route.path}>
      <Activity mode="hidden">
        <Screen />
        <Drawn route={route} />
      </Activity>
    </Quiet>,
    host,
  );
}
