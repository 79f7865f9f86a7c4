import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NumberText } from '../../../primitives/NumberText';
import { PercentText } from '../../../primitives/PercentText';
import { CardNote, CardTitle, RaisedCard } from '../../../primitives/Card';
import { TEAM_LEVELS, type RewardRates, type TeamInfo } from './teamInfo';
import { tokens } from '../../../theme/cssTokens';

const Levels = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

const Level = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${tokens.space.xs} ${tokens.space.md};
  padding: ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.accent.soft};
  color: ${tokens.colors.accent.softText};

  h3 {
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
  }

  p {
    grid-column: 1 / -1;
    font-size: ${tokens.fontSizes.sm};
    line-height: ${tokens.lineHeights.body};
  }
`;

const Rate = styled.span`
  font-size: ${tokens.fontSizes.xl};
  font-weight: ${tokens.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

type RewardLevelsProps = {
  /** The reward rate of each level, as the server sets it. */
  rates: RewardRates;
  /** The merchant's members per level, shown under each level when given. */
  counts?: TeamInfo['levelCounts'];
};

/** The two referral reward levels with the server's rates, paid automatically each revenue cycle. */
export function RewardLevels({ rates, counts }: RewardLevelsProps) {
  const { t } = useTranslation('team');
  const titleId = useId();
  return (
    <RaisedCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('levels.title')}</CardTitle>
      <Levels>
        {TEAM_LEVELS.map((level) => (
          <Level key={level}>
            <h3>{t(`levels.name.${level}`)}</h3>
            <Rate>
              <PercentText value={rates[level]} />
            </Rate>
            <p>{t(`levels.description.${level}`)}</p>
            {counts ? (
              <p>
                {t(`levels.members.${level}`)} <NumberText value={counts[level]} />
              </p>
            ) : null}
          </Level>
        ))}
      </Levels>
      <CardNote>{t('levels.automatic')}</CardNote>
    </RaisedCard>
  );
}
