import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/kit/requestState';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock } from '../../../primitives/Skeleton';
import { Tabs } from '../../../primitives/Tabs';
import { CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import {
  INCOME_CATEGORIES,
  INCOME_WINDOWS,
  type IncomeBreakdown,
  type IncomeWindow,
} from './incomeModel';
import { tokens } from '../../../theme/cssTokens';

const Panel = styled.div`
  padding: ${tokens.space.md};
`;

const Total = styled.p`
  font-size: ${tokens.fontSizes.xxl};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  overflow-wrap: anywhere;

  > span {
    white-space: normal;
  }
`;

const Categories = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;

  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.md};
    min-height: ${tokens.sizes.touch};
    font-size: ${tokens.fontSizes.md};
  }

  > div + div {
    border-top: 1px solid ${tokens.colors.border};
  }

  dt {
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-weight: ${tokens.fontWeights.medium};
    font-variant-numeric: tabular-nums;
  }
`;

function IncomeContent({ period, income }: { period: IncomeWindow; income: IncomeBreakdown }) {
  const { t } = useTranslation('team');
  const totalId = useId();
  const categoriesId = useId();
  return (
    <Stack>
      <RaisedCard aria-labelledby={totalId}>
        <CardTitle id={totalId}>{t(`income.total.${period}`)}</CardTitle>
        <Total>
          <MoneyText value={income.total} />
        </Total>
        <CardNote>{t('income.totalNote')}</CardNote>
      </RaisedCard>
      <RaisedCard aria-labelledby={categoriesId}>
        <CardTitle id={categoriesId}>{t('income.byCategory')}</CardTitle>
        <Categories>
          {INCOME_CATEGORIES.map((category) => (
            <div key={category}>
              <dt>{t(`income.category.${category}`)}</dt>
              <dd>
                <MoneyText value={income.byCategory[category]} />
              </dd>
            </div>
          ))}
        </Categories>
      </RaisedCard>
    </Stack>
  );
}

type MyIncomeViewProps = {
  /** The period shown. */
  period: IncomeWindow;
  /** Called with the period chosen. */
  onPeriodChange: (period: IncomeWindow) => void;
  /** The period's income by category and its total. */
  income: RequestState<IncomeBreakdown>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** "My income": task, shop, community and other income for today, 7 or 30 days, and the total. */
export function MyIncomeView({ period, onPeriodChange, income, onBack }: MyIncomeViewProps) {
  const { t } = useTranslation(['team', 'app']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.myIncome')} onBack={onBack} />}>
      <Tabs
        variant="pill"
        items={INCOME_WINDOWS.map((key) => ({ key, label: t(`income.window.${key}`) }))}
        value={period}
        onChange={onPeriodChange}
        label={t('income.windows')}
      >
        <Panel>
          <Loadable
            state={income}
            skeleton={
              <Skeleton variant="custom">
                <Stack>
                  <SkeletonBlock height="120px" />
                  <SkeletonBlock height="200px" />
                </Stack>
              </Skeleton>
            }
          >
            {(data) => <IncomeContent period={period} income={data} />}
          </Loadable>
        </Panel>
      </Tabs>
    </Page>
  );
}
