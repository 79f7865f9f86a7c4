import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { ArrowDownIcon, RefreshIcon } from '../Icon/contentIcons';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { tokens } from '../../theme/cssTokens';

/** How far (px, after damping) the content must be pulled to refresh on release. */
export const PULL_THRESHOLD = 64;
const PULL_MAX = 96;
const HOLD = 52;

type Phase = 'idle' | 'pulling' | 'armed' | 'refreshing';

const Root = styled.div`
  position: relative;
`;

const Indicator = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  left: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  overflow: hidden;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};

  [data-armed] {
    display: flex;
    transition: transform ${tokens.motion.fast} ease;
  }

  [data-armed='true'] {
    transform: rotate(180deg);
  }
`;

const Content = styled.div<{ $dragging: boolean }>`
  transition: ${({ $dragging, theme }) =>
    $dragging ? 'none' : `transform ${theme.motion.normal} ${theme.motion.easing}`};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 ${tokens.space.sm};
`;

// The content may scroll in the document or in a scrolling ancestor: both must be at the top.
function atTop(node: HTMLElement): boolean {
  if (window.scrollY > 0) return false;
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (el.scrollTop > 0) return false;
  }
  return true;
}

type PullToRefreshProps = {
  /** Reloads the content; the indicator spins until it settles (errors are the caller's). */
  onRefresh: () => Promise<void>;
  /** The content. */
  children: ReactNode;
  /** A visible "refresh" button above the content, for people who cannot pull (default 'visible'). */
  refreshButton?: 'visible' | 'hidden';
};

/** Pull down at the top of the page to reload; a refresh button does the same. */
export function PullToRefresh({
  onRefresh,
  children,
  refreshButton = 'visible',
}: PullToRefreshProps) {
  const { t } = useTranslation('common');
  const [phase, setPhase] = useState<Phase>('idle');
  const [distance, setDistance] = useState(0);
  const start = useRef<number | null>(null);
  // Read on touchend, which can come before React re-renders after the last touchmove.
  const armed = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  async function refresh() {
    if (phase === 'refreshing') return;
    setPhase('refreshing');
    setDistance(HOLD);
    try {
      await onRefresh();
    } catch {
      // The caller shows its own failure; the indicator only has to stop.
    } finally {
      setPhase('idle');
      setDistance(0);
    }
  }

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    if (phase === 'refreshing' || !touch || !root.current || !atTop(root.current)) return;
    start.current = touch.clientY;
  }

  function onTouchMove(event: TouchEvent) {
    const touch = event.touches[0];
    if (start.current === null || !touch) return;
    const pulled = touch.clientY - start.current;
    if (pulled <= 0) {
      armed.current = false;
      setDistance(0);
      setPhase('idle');
      return;
    }
    // Damped: the content follows the finger at half speed, up to a limit.
    const next = Math.min(PULL_MAX, pulled * 0.5);
    armed.current = next >= PULL_THRESHOLD;
    setDistance(next);
    setPhase(next >= PULL_THRESHOLD ? 'armed' : 'pulling');
  }

  function onTouchEnd() {
    if (start.current === null) return;
    start.current = null;
    if (armed.current) {
      armed.current = false;
      void refresh();
    } else {
      setPhase('idle');
      setDistance(0);
    }
  }

  const text =
    phase === 'refreshing'
      ? t('pullToRefresh.refreshing')
      : phase === 'armed'
        ? t('pullToRefresh.release')
        : t('pullToRefresh.pull');

  return (
    <Root
      ref={root}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      aria-busy={phase === 'refreshing' || undefined}
    >
      <Indicator style={{ height: distance }} aria-hidden="true">
        {phase === 'refreshing' ? (
          <Spinner size={16} />
        ) : (
          <span data-armed={phase === 'armed'}>
            <ArrowDownIcon size={16} />
          </span>
        )}
        {distance > 0 ? text : null}
      </Indicator>
      <VisuallyHidden>
        <span role="status">{phase === 'refreshing' ? t('pullToRefresh.refreshing') : ''}</span>
      </VisuallyHidden>
      <Content
        $dragging={phase === 'pulling' || phase === 'armed'}
        style={{ transform: distance ? `translateY(${distance}px)` : undefined }}
      >
        {refreshButton === 'visible' ? (
          <Toolbar>
            <Button
              variant="text"
              size="sm"
              icon={<RefreshIcon size={16} />}
              busy={phase === 'refreshing'}
              onClick={() => void refresh()}
            >
              {t('action.refresh')}
            </Button>
          </Toolbar>
        ) : null}
        {children}
      </Content>
    </Root>
  );
}
