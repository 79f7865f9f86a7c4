import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PATHS } from '../../../data/address/paths';
import { CopyButton } from '../../../primitives/CopyButton';
import { LinkButton } from '../../../primitives/LinkButton';
import { LoadedPage, type LoadedViewProps } from '../../../primitives/Loadable';
import { NoValue } from '../../../primitives/NoValue';
import { QrCode } from '../../../primitives/QrCode';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import { InviteLink } from '../shared/parts';
import { RewardLevels } from '../shared/RewardLevels';
import type { Invitation } from './useInvitation';
import { tokens } from '../../../theme/cssTokens';

const Code = styled.p`
  font-size: ${tokens.fontSizes.xxl};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  letter-spacing: 0.12em;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;

const Hint = styled(CardNote)`
  text-align: center;
`;

function InvitationSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <SkeletonLine width="30%" />
        <SkeletonBlock height="40px" width="60%" />
        <SkeletonBlock height="56px" />
        <SkeletonBlock height="200px" width="200px" />
        <SkeletonBlock height="160px" />
      </Stack>
    </Skeleton>
  );
}

function InvitationContent({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('team');
  const codeId = useId();
  const linkId = useId();
  const shareId = useId();
  const { code, link, rates } = invitation;
  return (
    <Stack>
      <RaisedCard aria-labelledby={codeId}>
        <Row>
          <CardTitle id={codeId}>{t('invite.code')}</CardTitle>
          {code ? <CopyButton text={code} label={t('invite.copyCode')} /> : null}
        </Row>
        <Code>{code || <NoValue />}</Code>
        <CardNote>{t('invite.howItWorks')}</CardNote>
      </RaisedCard>

      <RaisedCard aria-labelledby={linkId}>
        <Row>
          <CardTitle id={linkId}>{t('invite.link')}</CardTitle>
          {link ? <CopyButton text={link} label={t('invite.copyLink')} /> : null}
        </Row>
        {/* (The link carries the origin the page runs on: screenshots mask it, data-visual-mask.) */}
        <InviteLink data-visual-mask>{link ?? <NoValue />}</InviteLink>
      </RaisedCard>

      {link ? (
        <RaisedCard aria-labelledby={shareId}>
          <CardTitle id={shareId}>{t('invite.qrTitle')}</CardTitle>
          <div data-visual-mask>
            <QrCode value={link} label={t('invite.qrLabel')} />
          </div>
          <Hint>{t('invite.qrHint')}</Hint>
        </RaisedCard>
      ) : null}

      <RewardLevels rates={rates} />
      <LinkButton href={PATHS.recommendedRules} block>
        {t('invite.rules')}
      </LinkButton>
    </Stack>
  );
}

/** The invitation code and link with copy, a QR code of the link, and the two reward levels. */
export function InvitationView({ state, onBack }: LoadedViewProps<Invitation>) {
  const { t } = useTranslation('app');
  return (
    <LoadedPage
      title={t('route.teamInvitation')}
      onBack={onBack}
      state={state}
      skeleton={<InvitationSkeleton />}
    >
      {(data) => <InvitationContent invitation={data} />}
    </LoadedPage>
  );
}
