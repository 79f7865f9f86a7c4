import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MoneyText } from '../../../primitives/MoneyText';
import { PercentText } from '../../../primitives/PercentText';
import { CardNote, RaisedCard } from '../../../primitives/Card';
import type { RewardExample } from './rewardExample';
import { TEAM_LEVELS } from './teamInfo';
import { tokens } from '../../../theme/cssTokens';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${tokens.space.sm};
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
    text-align: start;
  }

  th,
  td {
    padding: ${tokens.space.sm} ${tokens.space.xs};
    border-bottom: 1px solid ${tokens.colors.border};
    text-align: end;
    vertical-align: top;
  }

  th:first-child {
    text-align: start;
  }

  thead th {
    font-weight: ${tokens.fontWeights.regular};
    color: ${tokens.colors.textSecondary};
  }

  tbody th {
    font-weight: ${tokens.fontWeights.medium};
  }

  tfoot th,
  tfoot td {
    border-bottom: 0;
    font-weight: ${tokens.fontWeights.semibold};
  }

  td > span {
    white-space: normal;
  }
`;

type WorkedExampleProps = {
  /** The example computed from the server's rates (`rewardExample`). */
  example: RewardExample;
};

/** The worked example: one shop of each level with 10,000 revenue, the rewards and the total. */
export function WorkedExample({ example }: WorkedExampleProps) {
  const { t } = useTranslation('team');
  return (
    <RaisedCard>
      <Table>
        <caption>{t('example.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('example.column.level')}</th>
            <th scope="col">{t('example.column.revenue')}</th>
            <th scope="col">{t('example.column.rate')}</th>
            <th scope="col">{t('example.column.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {TEAM_LEVELS.map((level) => (
            <tr key={level}>
              <th scope="row">{t(`example.row.${level}`)}</th>
              <td>
                <MoneyText value={example[level].revenue} />
              </td>
              <td>
                <PercentText value={example[level].rate} />
              </td>
              <td>
                <MoneyText value={example[level].reward} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('example.total')}
            </th>
            <td>
              <MoneyText value={example.total} />
            </td>
          </tr>
        </tfoot>
      </Table>
      <CardNote>{t('example.note')}</CardNote>
    </RaisedCard>
  );
}
