import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type Preloadable<P = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading (once); resolves when the component can render without suspending. */
  preload: () => Promise<void>;
  /** The specifier it imports, when the build named it (the prerender build does). */
  module: string | undefined;
};

type Loader<M> = (() => Promise<M>) & { module?: string };

/**
 * React.lazy over `load`, with `preload()`. Once preloaded, the component renders at once: its
 * lazy factory answers with a thenable that resolves synchronously, so React does not suspend
 * on it, and a prerendered page hydrates in one pass.
 */
export function preloadable<M, P = object>(
  load: Loader<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => (component = pick(module)),
      (error: unknown) => {
        // A failed download may be tried again by the next preload.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => {
    const ready = component;
    if (!ready) return start().then((loaded) => ({ default: loaded }));
    // Resolves synchronously: React reads the component in the same render.
    const now = {
      then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
    };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(Lazy, { preload: () => start().then(() => undefined), module: load.module });
}
