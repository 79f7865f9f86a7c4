import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { NavBar } from '../../../primitives/NavBar';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { StatusTag } from '../../../primitives/StatusTag';
import { Tabs } from '../../../primitives/Tabs';
import { FIRST_SCREEN_ROWS, Thumbnail } from '../../../primitives/Thumbnail';
import { PriceFacts } from '../shared/PriceFacts';
import { SearchBox } from '../shared/SearchBox';
import { PriceFilter, PriceFilterToggle, usePriceFilterPanel } from './PriceFilter';
import type { AddAction, CatalogueItem, DistributionModel } from './useDistribution';
import { tokens } from '../../../theme/cssTokens';

const Filters = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: 0 ${tokens.space.md} ${tokens.space.xs};
  background: ${tokens.colors.surface};
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.sm} ${tokens.space.md} 0;
  padding: ${tokens.space.sm} ${tokens.space.md} ${tokens.space.md};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
`;

const Info = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

const Title = styled.h2`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
  line-height: ${tokens.lineHeights.tight};
`;

const Bottom = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${tokens.space.sm};
  padding-inline-start: ${tokens.space.xs};

  & > dl {
    flex: 1;
  }
`;

type RowProps = {
  item: CatalogueItem;
  selected: boolean;
  pendingAdd: AddAction | null;
  onToggle: (productId: number, checked: boolean) => void;
  onAdd: (productId: number) => void;
  /** On the first screen: its picture loads at once. */
  priority: boolean;
};

function CatalogueRow({ item, selected, pendingAdd, onToggle, onAdd, priority }: RowProps) {
  const { t } = useTranslation('products');
  const busy = pendingAdd?.kind === 'row' && pendingAdd.productId === item.productId;
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Top>
        <Checkbox
          label={t('selection.select', { title: item.title })}
          labelVisibility="hidden"
          checked={selected}
          onChange={(checked) => onToggle(item.productId, checked)}
        />
        <Thumbnail src={item.image} size={72} priority={priority} />
        <Info>
          <Title id={titleId}>{item.title}</Title>
          {item.hot ? <StatusTag tone="danger">{t('distribution.hot')}</StatusTag> : null}
        </Info>
      </Top>
      <Bottom>
        <PriceFacts cost={item.costPrice} sales={item.salesPrice} profit={item.profit} />
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('distribution.addProduct', { title: item.title })}
          busy={busy}
          disabled={pendingAdd !== null && !busy}
          onClick={() => onAdd(item.productId)}
        >
          {t('distribution.add')}
        </Button>
      </Bottom>
    </Card>
  );
}

type DistributionViewProps = ModelViewProps<DistributionModel>;

/** The tab key of "every category". */
const ALL = 'all';

/** The distribution centre: search, price filter, categories, and the catalogue to add from. */
export function DistributionView({ model, onBack }: DistributionViewProps) {
  const { t } = useTranslation('products');
  const { t: tApp } = useTranslation('app');
  const priceFilter = usePriceFilterPanel();
  const [hotDialog, setHotDialog] = useState(false);
  const { catalogue, selection, pendingAdd } = model;

  const footer =
    catalogue.status === 'ready' ? (
      <BottomBar
        summary={
          <Checkbox
            label={t('selection.selectAllLoaded')}
            checked={selection.all}
            onChange={selection.toggleAll}
          />
        }
      >
        <Button
          busy={pendingAdd?.kind === 'selected'}
          disabled={
            selection.items.length === 0 || (pendingAdd !== null && pendingAdd.kind !== 'selected')
          }
          onClick={() => void model.addSelected()}
        >
          {t('distribution.addSelected', { count: selection.items.length })}
        </Button>
      </BottomBar>
    ) : null;

  return (
    <Page
      padding="none"
      navBar={<NavBar title={tApp('route.distribution')} onBack={onBack} />}
      footer={footer}
    >
      <SearchBox
        value={model.search.text}
        onChange={model.search.change}
        onSubmit={model.search.submit}
        onClear={model.search.clear}
      />
      <Filters>
        <PriceFilterToggle
          open={priceFilter.open}
          onToggle={priceFilter.toggle}
          controls={priceFilter.id}
          applied={model.priceRange}
        />
        {model.hotNotOffered ? null : (
          <Button
            size="sm"
            variant="text"
            busy={pendingAdd?.kind === 'hot'}
            disabled={pendingAdd !== null && pendingAdd.kind !== 'hot'}
            onClick={() => setHotDialog(true)}
          >
            {t('distribution.addAllHot')}
          </Button>
        )}
      </Filters>
      {model.hotNotOffered ? (
        <FailureBlock
          failure={model.hotNotOffered}
          layout="inline"
          notOfferedTitle={t('distribution.addAllHot')}
        />
      ) : null}
      {priceFilter.open ? (
        <PriceFilter
          id={priceFilter.id}
          applied={model.priceRange}
          onApply={(range) => {
            model.applyPriceRange(range);
            priceFilter.close();
          }}
        />
      ) : null}
      <Tabs
        label={t('distribution.categories')}
        items={[
          { key: ALL, label: t('distribution.allCategories') },
          ...model.categories.map((c) => ({ key: String(c.id), label: c.name })),
        ]}
        value={model.categoryId === null ? ALL : String(model.categoryId)}
        onChange={(key) => model.selectCategory(key === ALL ? null : Number(key))}
      >
        <PagedList
          label={t('distribution.list')}
          list={catalogue}
          getKey={(item) => item.productId}
          skeleton={<Skeleton variant="card" rows={4} />}
          emptyState={
            model.filtered ? (
              <StateBlock
                kind="empty"
                title={t('distribution.emptyFiltered')}
                action={
                  <Button variant="secondary" size="sm" onClick={model.clearFilters}>
                    {t('distribution.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <StateBlock kind="empty" />
            )
          }
          renderItem={(item, index) => (
            <CatalogueRow
              item={item}
              priority={index < FIRST_SCREEN_ROWS}
              selected={selection.has(item.productId)}
              pendingAdd={pendingAdd}
              onToggle={selection.toggle}
              onAdd={(id) => void model.addProduct(id)}
            />
          )}
        />
      </Tabs>
      <ConfirmDialog
        open={hotDialog}
        onOpenChange={setHotDialog}
        title={t('distribution.addAllHotTitle')}
        message={t('distribution.addAllHotMessage')}
        confirmLabel={t('distribution.addAllHotConfirm')}
        status={pendingAdd?.kind === 'hot' ? 'busy' : 'idle'}
        onConfirm={async () => {
          await model.addAllHot();
          setHotDialog(false);
        }}
      />
    </Page>
  );
}
