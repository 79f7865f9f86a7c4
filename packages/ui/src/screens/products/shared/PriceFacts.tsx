import type { Money } from '@merchant/api';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MoneyText } from '../../../primitives/MoneyText';

// The three prices share the line equally; when they do not fit side by side (a long currency
// format on a 360 px phone), the last ones move to the next line instead of overlapping.
const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.body};
  overflow-wrap: anywhere;
`;

type PriceFactsProps = {
  /** Purchase price (what the shop pays the platform). */
  cost: Money | null;
  /** Selling price. */
  sales: Money | null;
  /** Profit per sale. */
  profit: Money | null;
};

/** Purchase price, selling price and profit of a product, side by side. */
export function PriceFacts({ cost, sales, profit }: PriceFactsProps) {
  const { t } = useTranslation('products');
  return (
    <List>
      <Fact>
        <Term>{t('price.cost')}</Term>
        <Value>
          <MoneyText value={cost} />
        </Value>
      </Fact>
      <Fact>
        <Term>{t('price.sales')}</Term>
        <Value>
          <MoneyText value={sales} />
        </Value>
      </Fact>
      <Fact>
        <Term>{t('price.profit')}</Term>
        <Value>
          <MoneyText value={profit} tone="profit" />
        </Value>
      </Fact>
    </List>
  );
}
