import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Loaded only when a screen has crashed: the boundary itself is on every page.
const StateBlock = lazy(async () => ({
  default: (await import('../primitives/StateBlock')).StateBlock,
}));

type RouteErrorBoundaryProps = {
  /** The route's screen. */
  children: ReactNode;
  /** Changing it (the path) clears a caught error. */
  resetKey?: string;
};

type State = { error: Error | null; resetKey?: string };

function RouteErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <Suspense fallback={<p role="alert">{t('shell.routeError.title')}</p>}>
      <StateBlock
        kind="error"
        title={t('shell.routeError.title')}
        description={t('shell.routeError.description')}
        onRetry={onRetry}
      />
    </Suspense>
  );
}

/** One per route: a crash in a screen shows a translated message and a retry, never a white page. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('route crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RouteErrorView onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
