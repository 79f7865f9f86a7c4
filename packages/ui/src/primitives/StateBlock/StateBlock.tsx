import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { RefreshIcon } from '../Icon/contentIcons';
import { StateIllustration, type StateKind } from './illustrations';
import { tokens } from '../../theme/cssTokens';

/** The empty states with a text of their own (no orders, no refunds, no records, ...). */
export type EmptyPreset =
  'noData' | 'noMore' | 'noRecords' | 'noBestSellers' | 'noRefunds' | 'noBankCards';

const Block = styled.div<{ $layout: 'page' | 'inline' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${({ theme, $layout }) =>
    $layout === 'page'
      ? `${theme.space.xxxl} ${theme.space.xl}`
      : `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
`;

const Title = styled.p`
  margin-top: ${tokens.space.xs};
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.text};
`;

const Description = styled.p`
  max-width: 280px;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

const Action = styled.div`
  margin-top: ${tokens.space.sm};
`;

type StateBlockProps = {
  /** Which state: nothing to show, a failure, no network, a missing record, or not offered. */
  kind: StateKind;
  /** The text of an empty state (default "no data"); only for kind 'empty'. */
  preset?: EmptyPreset;
  /** Replaces the default title. */
  title?: ReactNode;
  /** Replaces the default line under the title (pass the server's message for an error). */
  description?: ReactNode;
  /** Adds a "retry" button calling this. */
  onRetry?: () => void;
  /** Any other action (a button to add the first bank card); shown instead of retry. */
  action?: ReactNode;
  /** 'page' fills a screen (default); 'inline' is compact, inside a card or a tab. */
  layout?: 'page' | 'inline';
};

/** The one block for every empty, error, offline and not-found state. */
export function StateBlock({
  kind,
  preset = 'noData',
  title,
  description,
  onRetry,
  action,
  layout = 'page',
}: StateBlockProps) {
  const { t } = useTranslation('common');
  const { t: tApp } = useTranslation('app');
  const presets: Record<EmptyPreset, string> = {
    noData: t('state.empty.noData'),
    noMore: t('list.noMore'),
    noRecords: t('state.empty.noRecords'),
    noBestSellers: t('state.empty.noBestSellers'),
    noRefunds: t('state.empty.noRefunds'),
    noBankCards: t('state.empty.noBankCards'),
  };
  const defaults: Record<StateKind, { title: string; description?: string }> = {
    empty: { title: presets[preset] },
    error: { title: t('state.error.title'), description: t('state.error.description') },
    offline: { title: t('state.offline.title'), description: t('state.offline.description') },
    notFound: { title: t('state.notFound.title'), description: t('state.notFound.description') },
    notOffered: { title: tApp('notOffered.title'), description: tApp('error.notOffered') },
  };
  const text = defaults[kind];
  const shownDescription = description ?? text.description;
  const shownAction =
    action ??
    (onRetry ? (
      <Button variant="secondary" size="sm" icon={<RefreshIcon size={16} />} onClick={onRetry}>
        {t('action.retry')}
      </Button>
    ) : null);

  return (
    <Block $layout={layout} data-kind={kind}>
      <StateIllustration kind={kind} />
      <Title>{title ?? text.title}</Title>
      {shownDescription ? <Description>{shownDescription}</Description> : null}
      {shownAction ? <Action>{shownAction}</Action> : null}
    </Block>
  );
}
