import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { CheckIcon } from '../../../primitives/Icon';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { NoValue } from '../../../primitives/NoValue';
import { Notice } from '../../../primitives/Notice';
import { Page } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import type { SignDayRow, SignState } from './signModel';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Hero = styled(RaisedCard)`
  align-items: stretch;
  text-align: center;

  h2 {
    font-size: ${tokens.fontSizes.xl};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
  }
`;

const Reward = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};

  strong {
    color: ${tokens.colors.tone.warning.text};
    font-size: ${tokens.fontSizes.xxl};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

const Week = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Day = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.xxs};
  min-width: 0;
  padding: ${tokens.space.sm} ${tokens.space.xs};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surfaceMuted};
  font-size: ${tokens.fontSizes.xs};
  line-height: ${tokens.lineHeights.body};
  text-align: center;
  color: ${tokens.colors.textSecondary};

  &[data-signed='true'] {
    background: ${tokens.colors.tone.success.soft};
    color: ${tokens.colors.tone.success.softText};
  }

  &[aria-current='date'] {
    border: 2px solid ${tokens.colors.accent.solid};
    font-weight: ${tokens.fontWeights.semibold};
  }

  strong {
    font-size: ${tokens.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 20px;
`;

function DayCell({ day }: { day: SignDayRow }) {
  const { t } = useTranslation('growth');
  const formatAmount = useFormatMoney();
  const state = t(day.signed ? 'welfare.signed' : 'welfare.unsigned');
  const reward = day.reward === null ? '—' : formatAmount(day.reward);
  return (
    <Day
      aria-label={t('welfare.dayLabel', { day: day.day, reward, state })}
      aria-current={day.today ? 'date' : undefined}
      data-signed={day.signed}
    >
      <span aria-hidden="true">
        {day.today ? t('welfare.today') : t('welfare.day', { day: day.day })}
      </span>
      <strong aria-hidden="true">{reward}</strong>
      <Mark aria-hidden="true">{day.signed ? <CheckIcon size={16} /> : null}</Mark>
    </Day>
  );
}

type SignCardProps = {
  sign: SignState;
  signing: boolean;
  /** Signing in is not offered by the platform: said in place of the button. */
  signNotOffered: boolean;
  onSignIn: () => void;
};

function SignCard({ sign, signing, signNotOffered, onSignIn }: SignCardProps) {
  const { t } = useTranslation('growth');
  const weekId = useId();
  return (
    <Stack>
      <Hero>
        <h2>
          {sign.streak === null ? (
            <NoValue reason="unavailable" />
          ) : (
            t('welfare.streak', { count: sign.streak })
          )}
        </h2>
        <Reward>
          <span>{t('welfare.todayReward')}</span>
          <strong>
            <MoneyText value={sign.reward} />
          </strong>
        </Reward>
        {sign.signedToday ? (
          <>
            <Button size="lg" block disabled>
              {t('welfare.signedToday')}
            </Button>
            <Notice tone="success" text={t('welfare.signedNote')} />
          </>
        ) : signNotOffered ? (
          <FailureBlock
            failure={{ kind: 'notOffered', serverMessage: null }}
            layout="inline"
            notOfferedTitle={t('welfare.sign')}
          />
        ) : (
          <Button size="lg" block busy={signing} onClick={onSignIn}>
            {t('welfare.sign')}
          </Button>
        )}
      </Hero>
      <RaisedCard aria-labelledby={weekId}>
        <CardTitle id={weekId}>{t('welfare.week')}</CardTitle>
        <Week aria-labelledby={weekId}>
          {sign.days.map((day) => (
            <DayCell key={day.day} day={day} />
          ))}
        </Week>
        <CardNote>{t('welfare.rule')}</CardNote>
      </RaisedCard>
    </Stack>
  );
}

const skeleton = (
  <Skeleton variant="custom">
    <Stack>
      <SkeletonBlock height="200px" />
      <SkeletonLine width="30%" />
      <SkeletonBlock height="140px" />
    </Stack>
  </Skeleton>
);

type WelfareCenterViewProps = {
  /** The sign-in state. */
  sign: RequestState<SignState>;
  /** True while signing in: the button is busy. */
  signing: boolean;
  /** The platform does not offer signing in: the button gives way to a notice. */
  signNotOffered: boolean;
  /** Signs in for today. */
  onSignIn: () => void;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /welfareCenter: the daily sign-in with the streak, the week of rewards and today's state. */
export function WelfareCenterView({
  sign,
  signing,
  signNotOffered,
  onSignIn,
  onBack,
}: WelfareCenterViewProps) {
  const { t } = useTranslation(['growth', 'app']);
  return (
    <Page navBar={<NavBar title={t('app:route.welfareCenter')} onBack={onBack} />}>
      <Loadable state={sign} skeleton={skeleton}>
        {(data) => (
          <SignCard
            sign={data}
            signing={signing}
            signNotOffered={signNotOffered}
            onSignIn={onSignIn}
          />
        )}
      </Loadable>
    </Page>
  );
}
