import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { LostAnswer } from '../../data/kit/lostAnswer';
import { PATHS } from '../../data/address/paths';
import { Button } from '../Button';
import { ErrorIcon, SuccessIcon, type IconComponent } from '../Icon';
import { InfoIcon, WarningIcon } from '../Icon/contentIcons';
import { softToneRules, tokens } from '../../theme/cssTokens';

/** The meaning of a notice: its colour and its icon. */
export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const ICONS: Record<NoticeTone, IconComponent> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
};

const Box = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  align-items: flex-start;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  & > svg {
    flex: none;
    margin-top: 3px;
  }
  ${softToneRules}
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  min-width: 0;

  h2 {
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
  }
`;

const Text = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${tokens.space.md};
  overflow-wrap: anywhere;
`;

// The link keeps a 44px target without making the notice taller than its text.
const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  margin-block: -12px;
  color: inherit;
  font-weight: ${tokens.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

type NoticeProps = {
  /** Meaning: info, success, warning (something is missing) or danger (blocked, refused). */
  tone: NoticeTone;
  /** The sentence the merchant must read. */
  text: ReactNode;
  /** A heading above the text (a level-2 heading), for a notice that heads a page. */
  title?: string;
  /** A link after the text to a page of the app (`PATHS` / `pathTo()`). */
  action?: { label: string; href: string };
  /** How it is announced: 'note' (default, there on arrival), 'status' (appeared after a change), 'alert' (a refusal). */
  role?: 'note' | 'status' | 'alert';
  /** Class name, so a parent can place it (margins). */
  className?: string;
};

/**
 * The one notice strip: a tone, an icon, a sentence and an optional link (the shop is closed,
 * the balance is short, the payment was refused). For whole-page states use `StateBlock`.
 */
export function Notice({ tone, text, title, action, role = 'note', className }: NoticeProps) {
  const titleId = useId();
  const Icon = ICONS[tone];
  return (
    <Box
      data-tone={tone}
      role={role}
      aria-labelledby={title ? titleId : undefined}
      className={className}
    >
      <Icon size={16} />
      <Content>
        {title ? <h2 id={titleId}>{title}</h2> : null}
        <Text>
          <span>{text}</span>
          {action ? <Action href={action.href}>{action.label}</Action> : null}
        </Text>
      </Content>
    </Box>
  );
}

type ShopClosedNoticeProps = {
  /** Shows the heading "store closed" above the sentence (a page's main notice). */
  withTitle?: boolean;
  /** Class name, so a parent can place it (margins). */
  className?: string;
};

/** A closed shop is told "the store is closed, please contact customer service", with the link. */
export function ShopClosedNotice({ withTitle = false, className }: ShopClosedNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <Notice
      tone="danger"
      title={withTitle ? t('shopClosed.title') : undefined}
      text={t('shopClosed.message')}
      action={{ label: t('shopClosed.contact'), href: PATHS.service }}
      className={className}
    />
  );
}

const LostBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

type LostAnswerNoticeProps = {
  /** What the records say of the payment whose answer was lost (`PaidAction.lost`). */
  lost: LostAnswer;
  /** The records page where the merchant can look for it (withdrawal records, orders). */
  recordsHref?: string;
  /** Class name, so a parent can place it (margins). */
  className?: string;
};

/**
 * After a payment whose answer was lost: checking the records, the outcome unknown (only "check
 * again": the payment cannot be sent), or not sent (nothing moved: it may be sent again).
 */
export function LostAnswerNotice({ lost, recordsHref, className }: LostAnswerNoticeProps) {
  const { t } = useTranslation('app');
  const tone: NoticeTone =
    lost.status === 'notSent' ? 'info' : lost.status === 'unknown' ? 'danger' : 'warning';
  return (
    <LostBox className={className}>
      <Notice
        tone={tone}
        role={lost.status === 'unknown' ? 'alert' : 'status'}
        title={t(`lostAnswer.${lost.status}.title`)}
        text={t(`lostAnswer.${lost.status}.text`)}
        action={
          recordsHref && lost.status === 'unknown'
            ? { label: t('lostAnswer.records'), href: recordsHref }
            : undefined
        }
      />
      {lost.status === 'notSent' ? null : (
        <Button variant="secondary" busy={lost.status === 'checking'} onClick={lost.checkAgain}>
          {t('lostAnswer.checkAgain')}
        </Button>
      )}
    </LostBox>
  );
}
