import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/kit/requestState';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { NumberText } from '../../../primitives/NumberText';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { PriceFacts } from '../shared/PriceFacts';
import { Gallery } from './Gallery';
import { ProductDescription } from './ProductDescription';
import type { GoodsDetail } from './useGoodsDetail';
import { tokens } from '../../../theme/cssTokens';
import { cardSurface } from '../../../primitives/Card';

const Card = styled.section`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  margin: ${tokens.space.md} ${tokens.space.md} 0;
  padding: ${tokens.space.lg};
`;

const Title = styled.h2`
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
`;

const Price = styled.p`
  font-size: ${tokens.fontSizes.xxl};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.tone.danger.text};
`;

const Stats = styled.dl`
  display: flex;
  gap: ${tokens.space.xl};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};

  div {
    display: flex;
    gap: ${tokens.space.xs};
  }

  dd {
    margin: 0;
    color: ${tokens.colors.text};
  }
`;

const Specs = styled.div`
  margin-top: ${tokens.space.md};
`;

const SectionTitle = styled.h2`
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${tokens.colors.textSecondary};
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
`;

function DetailSkeleton() {
  return (
    <Skeleton variant="custom">
      <SkeletonBlock height="min(100vw, 60vh)" />
      <SkeletonCard>
        <SkeletonLine width="80%" />
        <SkeletonBlock height="32px" width="40%" />
        <SkeletonLine />
        <SkeletonLine width="50%" />
      </SkeletonCard>
    </Skeleton>
  );
}

function Ready({ product }: { product: GoodsDetail }) {
  const { t } = useTranslation('products');
  const descriptionId = useId();
  const titleId = useId();
  return (
    <>
      {product.images.length > 0 ? <Gallery images={product.images} title={product.title} /> : null}
      <Card aria-labelledby={titleId}>
        <Title id={titleId}>{product.title}</Title>
        <Price>
          <MoneyText value={product.salesPrice} />
        </Price>
        <PriceFacts cost={product.costPrice} sales={product.salesPrice} profit={product.profit} />
        <Stats>
          <div>
            <dt>{t('stats.stock')}</dt>
            <dd>
              <NumberText value={product.stock} />
            </dd>
          </div>
          <div>
            <dt>{t('stats.views')}</dt>
            <dd>
              <NumberText value={product.views} />
            </dd>
          </div>
        </Stats>
      </Card>
      {product.specs.length > 0 ? (
        <Specs>
          <CellGroup title={t('detail.specs')} layout="inset">
            {product.specs.map((spec, index) => (
              <Cell key={`${index}-${spec.name}`} label={spec.name} value={spec.value} />
            ))}
          </CellGroup>
        </Specs>
      ) : null}
      <Card aria-labelledby={descriptionId}>
        <SectionTitle id={descriptionId}>{t('detail.description')}</SectionTitle>
        {product.content.trim() ? (
          <ProductDescription html={product.content} />
        ) : (
          <Muted>{t('detail.noDescription')}</Muted>
        )}
      </Card>
    </>
  );
}

type GoodsDetailViewProps = {
  /** The product: loading, failed (not found among them) or ready. */
  state: RequestState<GoodsDetail>;
  /** The back button. */
  onBack: () => void;
};

/** One product: gallery, prices and profit, stock, views, specifications and description. */
export function GoodsDetailView({ state, onBack }: GoodsDetailViewProps) {
  const { t } = useTranslation('products');
  const { t: tApp } = useTranslation('app');
  return (
    <Page padding="none" navBar={<NavBar title={tApp('route.goodsDetail')} onBack={onBack} />}>
      <Loadable state={state} skeleton={<DetailSkeleton />} notFoundTitle={t('detail.notFound')}>
        {(product) => <Ready product={product} />}
      </Loadable>
    </Page>
  );
}
