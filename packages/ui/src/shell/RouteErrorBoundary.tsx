import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { Live } from './Live';
import { tokens } from '../theme/cssTokens';

type RouteErrorBoundaryProps = {
  /** The route's screen. */
  children: ReactNode;
  /** Changing it (the path) clears a caught error. */
  resetKey?: string;
};

type State = { error: Error | null; resetKey?: string };

const Block = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.xl} ${tokens.space.md};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSizes.lg};
  color: ${tokens.colors.text};
`;

const Description = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.colors.textSecondary};
`;

// A plain block rather than StateBlock: the boundary is part of every page's first JavaScript.
function RouteErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <Block role="alert">
      <Title>{t('shell.routeError.title')}</Title>
      <Description>{t('shell.routeError.description')}</Description>
      <Button variant="primary" onClick={onRetry}>
        {t('shell.routeError.retry')}
      </Button>
    </Block>
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
    if (this.state.error) {
      return (
        <>
          <RouteErrorView onRetry={() => this.setState({ error: null })} />
          {/* The page's content never committed: the retry must still be pressable. */}
          <Live />
        </>
      );
    }
    return this.props.children;
  }
}
