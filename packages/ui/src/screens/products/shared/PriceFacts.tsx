import type { Money } from '@merchant/api';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MoneyText } from '../../../primitives/MoneyText';
import { tokens } from '../../../theme/cssTokens';

// The three prices share the line equally; when they do not fit side by side (a long currency
// format on a 360 px phone), the last ones move to the next line instead of overlapping.
const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
`;

const Term = styled.dt`
  font-size: ${tokens.fontSizes.xs};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.textSecondary};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.body};
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
