import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/requestState';
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

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.tone.danger.text};
`;

const Stats = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Specs = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
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
