import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS, pathTo } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import { ProductIcon } from '../../../primitives/Icon';
import { ChevronRightIcon, SearchIcon } from '../../../primitives/Icon/contentIcons';
import { NumberText } from '../../../primitives/NumberText';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Thumbnail } from '../../../primitives/Thumbnail';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { ellipsis, pressable } from '../../../theme/mixins';
import type { BestSeller } from './useProductTab';
import { softToneRules, tokens } from '../../../theme/cssTokens';

const Shortcuts = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space.md};
`;

const Shortcut = styled(Link)`
  ${pressable}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-height: 96px;
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background-color: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};
  color: ${tokens.colors.text};
  text-decoration: none;
`;

const ShortcutIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.accent.soft};
  color: ${tokens.colors.accent.softText};
`;

const ShortcutTitle = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${tokens.space.xs};
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
`;

const ShortcutHint = styled.span`
  font-size: ${tokens.fontSizes.xs};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.textSecondary};
`;

const Section = styled.section`
  margin-top: ${tokens.space.lg};
`;

const Heading = styled.h2`
  margin-bottom: ${tokens.space.sm};
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.semibold};
`;

const Card = styled.div`
  overflow: hidden;
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

const Rows = styled.ol`
  & > li + li {
    border-top: 1px solid ${tokens.colors.border};
  }
`;

const Row = styled(Link)`
  ${pressable}
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md};
  color: ${tokens.colors.text};
  text-decoration: none;
`;

// The first three ranks stand out in the warning tone (data-tone, as tags do).
const Rank = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.surfaceMuted};
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.semibold};
  ${softToneRules}
`;

const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  min-width: 0;
`;

const Title = styled.span`
  ${ellipsis}
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
`;

const Price = styled.span`
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
  color: ${tokens.colors.tone.danger.text};
`;

const Stats = styled.span`
  font-size: ${tokens.fontSizes.xs};
  color: ${tokens.colors.textSecondary};
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md};
`;

const SkeletonLines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

function BestSellerRow({ item, rank }: { item: BestSeller; rank: number }) {
  const { t } = useTranslation('products');
  return (
    <Row
      href={item.productId === null ? PATHS.goods : pathTo('goodsDetail', { id: item.productId })}
    >
      <Rank data-tone={rank <= 3 ? 'warning' : undefined} aria-hidden="true">
        {rank}
      </Rank>
      <VisuallyHidden>{t('tab.rank', { rank })}</VisuallyHidden>
      <Thumbnail src={item.image} size={64} />
      <Body>
        <Title>{item.title}</Title>
        <Price>
          <MoneyText value={item.salesPrice} />
        </Price>
        <Stats>
          {t('stats.sales')} <NumberText value={item.sales} /> · {t('stats.clicks')}{' '}
          <NumberText value={item.clicks} />
        </Stats>
      </Body>
    </Row>
  );
}

function BestSellersSkeleton() {
  return (
    <Skeleton variant="custom">
      {[0, 1, 2, 3].map((row) => (
        <SkeletonRow key={row}>
          <SkeletonBlock width="64px" height="64px" />
          <SkeletonLines>
            <SkeletonLine width="70%" />
            <SkeletonLine width="30%" />
            <SkeletonLine width="45%" />
          </SkeletonLines>
        </SkeletonRow>
      ))}
    </Skeleton>
  );
}

type ProductTabViewProps = {
  /** The best sellers: loading, failed, empty or ready. */
  state: RequestState<BestSeller[]>;
};

/** The product tab: entries to the distribution centre and my goods, then the best sellers. */
export function ProductTabView({ state }: ProductTabViewProps) {
  const { t } = useTranslation('products');
  const { t: tApp } = useTranslation('app');
  const headingId = useId();
  return (
    <Page navBar={<NavBar title={tApp('route.product')} />}>
      <Shortcuts aria-label={t('tab.shortcuts')}>
        <Shortcut href={PATHS.distribution}>
          <ShortcutIcon>
            <SearchIcon size={20} />
          </ShortcutIcon>
          <ShortcutTitle>
            {tApp('route.distribution')}
            <ChevronRightIcon size={16} />
          </ShortcutTitle>
          <ShortcutHint>{t('tab.distributionHint')}</ShortcutHint>
        </Shortcut>
        <Shortcut href={PATHS.goods}>
          <ShortcutIcon>
            <ProductIcon size={20} />
          </ShortcutIcon>
          <ShortcutTitle>
            {tApp('route.goods')}
            <ChevronRightIcon size={16} />
          </ShortcutTitle>
          <ShortcutHint>{t('tab.goodsHint')}</ShortcutHint>
        </Shortcut>
      </Shortcuts>
      <Section aria-labelledby={headingId}>
        <Heading id={headingId}>{t('tab.bestSellers')}</Heading>
        <Card>
          <Loadable
            state={state}
            layout="inline"
            skeleton={<BestSellersSkeleton />}
            empty={<StateBlock kind="empty" preset="noBestSellers" layout="inline" />}
          >
            {(items) => (
              <Rows>
                {items.map((item, index) => (
                  <li key={item.key}>
                    <BestSellerRow item={item} rank={index + 1} />
                  </li>
                ))}
              </Rows>
            )}
          </Loadable>
        </Card>
      </Section>
    </Page>
  );
}
