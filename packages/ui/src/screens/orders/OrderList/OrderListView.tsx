import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { SearchIcon } from '../../../primitives/Icon/contentIcons';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { NoValue } from '../../../primitives/NoValue';
import { ShopClosedNotice } from '../../../primitives/Notice';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { TextField } from '../../../primitives/TextField';
import { FIRST_SCREEN_ROWS } from '../../../primitives/Thumbnail';
import type { OrderRow } from '../shared/orderModel';
import { PickFlow } from '../shared/PickFlow';
import { OrderCard } from './OrderCard';
import { ORDER_TABS, type OrderTab } from './orderTabs';
import type { OrderListModel } from './useOrderList';
import { useOrderSearch } from './useOrderSearch';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

/** An order card's height at 390 px wide with its top margin, before it is measured. */
const ORDER_CARD_HEIGHT = 280;

const Search = styled.form`
  padding: ${tokens.space.md} ${tokens.space.md} 0;
`;

const Strip = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  margin: ${tokens.space.md} ${tokens.space.md} 0;
  padding: ${tokens.space.xs} ${tokens.space.lg};
  min-height: ${tokens.sizes.touch};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.xs} ${tokens.space.md};
  }

  a {
    display: inline-flex;
    align-items: center;
    flex: none;
    min-height: ${tokens.sizes.touch};
    color: ${tokens.colors.accent.text};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

const Closed = styled(ShopClosedNotice)`
  margin: ${tokens.space.md} ${tokens.space.md} 0;
`;

const Totals = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs} ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.lg} 0;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
`;

const Label = styled.span`
  color: ${tokens.colors.textSecondary};
`;

// The batch bar is the footer of a tab page: it rides above the fixed tab bar, not under it.
const AboveTabBar = styled.div`
  position: sticky;
  bottom: calc(${tokens.sizes.tabBar} + var(--safe-area-bottom, 0px));
  z-index: ${tokens.zIndices.bottomBar};
  margin-top: auto;
`;

const Selected = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-width: 0;

  p {
    display: flex;
    flex-direction: column;
  }
`;

type OrderListViewProps = {
  /** The selected status tab. */
  tab: OrderTab;
  /** Called with the tab chosen. */
  onTabChange: (tab: OrderTab) => void;
  /** The order number searched for ('' for none). */
  search: string;
  /** Called with the (validated) order number to search for, '' to clear. */
  onSearch: (search: string) => void;
  /** The paged orders of the tab, the batch selection and the picking flow. */
  model: OrderListModel;
};

/** The order list: status tabs, search by order number, paged orders, single and batch pick. */
export function OrderListView({ tab, onTabChange, search, onSearch, model }: OrderListViewProps) {
  const { t } = useTranslation(['orders', 'common', 'app']);
  const formatAmount = useFormatMoney();
  const searchForm = useOrderSearch(search, onSearch);
  const searchError = searchForm.errors.search;

  const { list, flow, selection, selectedCost } = model;
  const { merchant } = flow;
  const batchBusy = flow.busy && flow.activeIds.size > 1;

  // The same two callbacks for every card, reading the model of the last render: a card whose
  // order and state did not change is not drawn again (a page load draws none of them).
  const latest = useRef({ selection, flow });
  useLayoutEffect(() => {
    latest.current = { selection, flow };
  });
  const selectOrder = useCallback(
    (row: OrderRow, checked: boolean) => latest.current.selection.toggle(row.id, checked),
    [],
  );
  const pickOrder = useCallback(
    (row: OrderRow) => latest.current.flow.start([{ id: row.id, sn: row.sn, cost: row.cost }]),
    [],
  );

  const content = (
    <>
      <Search role="search" noValidate onSubmit={searchForm.onSubmit}>
        <TextField
          {...searchForm.field('search')}
          type="search"
          label={t('list.search.label')}
          placeholder={t('list.search.placeholder')}
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          error={searchError ? t(searchError as 'list.search.invalid') : undefined}
          suffix={
            <Button type="submit" variant="text" size="sm" icon={<SearchIcon size={18} />}>
              {t('list.search.submit')}
            </Button>
          }
        />
      </Search>
      {search ? (
        <Totals>
          <Button variant="text" size="sm" onClick={() => onSearch('')}>
            {t('list.search.clear')}
          </Button>
        </Totals>
      ) : null}
      {flow.shopClosed ? <Closed /> : null}
      {tab === 'awaitingPickup' && merchant.status === 'ready' ? (
        <Strip>
          <p>
            <Label>{t('list.balance')}</Label>
            <MoneyText value={merchant.data.balance} />
          </p>
          <Link href={PATHS.recharge}>{t('list.recharge')}</Link>
        </Strip>
      ) : null}
      {model.totals && list.status === 'ready' ? (
        <Totals>
          <span>{t('list.count', { count: model.totals.count })}</span>
          <span>
            <Label>{t('field.sellingPrice')} </Label>
            <MoneyText value={model.totals.price} />
          </span>
          <span>
            <Label>{t('field.earnings')} </Label>
            <MoneyText value={model.totals.profit} tone="profit" />
          </span>
        </Totals>
      ) : null}
      <PagedList
        list={list}
        getKey={(row) => row.id}
        label={t(`list.tab.${tab}`)}
        estimateRowHeight={ORDER_CARD_HEIGHT}
        skeleton={<Skeleton variant="card" />}
        emptyState={
          <StateBlock
            kind="empty"
            title={search ? t('list.emptySearch', { search }) : t('list.empty')}
          />
        }
        renderItem={(row, index) => {
          const pickable = model.canPick(row);
          return (
            <OrderCard
              order={row}
              priority={index < FIRST_SCREEN_ROWS}
              {...(model.batchMode && pickable
                ? { selected: selection.has(row.id), onSelect: selectOrder }
                : {})}
              {...(pickable
                ? {
                    onPick: pickOrder,
                    picking: flow.busy && flow.activeIds.size === 1 && flow.activeIds.has(row.id),
                    pickDisabled: flow.busy,
                  }
                : {})}
            />
          );
        }}
      />
    </>
  );

  return (
    <Page
      padding="none"
      navBar={<NavBar title={t('app:route.order')} />}
      footer={
        model.batchMode ? (
          <AboveTabBar>
            <BottomBar
              summary={
                <Selected>
                  <Checkbox
                    label={t('common:selection.selectAll')}
                    labelVisibility="hidden"
                    checked={selection.all}
                    onChange={selection.toggleAll}
                  />
                  <p aria-live="polite">
                    <span>{t('common:selection.selected', { count: selection.items.length })}</span>
                    {selectedCost === null ? (
                      <span>
                        {t('list.selectedCostLabel')} <NoValue reason="unavailable" />
                      </span>
                    ) : (
                      <span>
                        {t('list.selectedCost', {
                          amount: formatAmount(selectedCost),
                        })}
                      </span>
                    )}
                  </p>
                </Selected>
              }
            >
              <Button
                disabled={selection.items.length === 0 || (flow.busy && !batchBusy)}
                busy={batchBusy}
                onClick={() =>
                  flow.start(
                    selection.items.map((row) => ({ id: row.id, sn: row.sn, cost: row.cost })),
                  )
                }
              >
                {t('list.pickSelected')}
              </Button>
            </BottomBar>
          </AboveTabBar>
        ) : undefined
      }
    >
      <Tabs
        items={ORDER_TABS.map((key) => ({ key, label: t(`list.tab.${key}`) }))}
        value={tab}
        onChange={onTabChange}
        label={t('list.tabs')}
      >
        {content}
      </Tabs>
      <PickFlow flow={flow} />
    </Page>
  );
}
