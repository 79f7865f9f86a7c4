import type { Key, ReactNode } from 'react';
import type { PagedList as PagedListModel } from '../../data/kit/pagedList';
import { NavBar } from '../NavBar';
import { Page } from '../Page';
import { PagedList } from '../PagedList';
import { Skeleton } from '../Skeleton';
import { StateBlock, type EmptyPreset } from '../StateBlock';
import { Tabs } from '../Tabs';

/** The props of a records page's view, as its screen gives them. */
export type RecordsViewProps<T, K extends string> = {
  /** The status filter. */
  tab: K;
  /** Called with the filter chosen. */
  onTabChange: (tab: K) => void;
  /** The paged records of the filter. */
  data: PagedListModel<T>;
  /** Back to the previous page. */
  onBack: () => void;
};

export type RecordsPageProps<T, K extends string> = {
  /** The page's title. */
  title: string;
  /** Back to the previous page. */
  onBack: () => void;
  /** The status filters (`all` is the one that filters nothing). */
  tabs: readonly K[];
  /** A filter's label. */
  tabLabel: (tab: K) => string;
  /** The filters' accessible name. */
  tabsLabel: string;
  /** The filter shown. */
  tab: K;
  /** Called with the filter chosen. */
  onTabChange: (tab: K) => void;
  /** The paged records of the filter. */
  list: PagedListModel<T>;
  /** The list's accessible name. */
  listLabel: string;
  /** A stable key per record. */
  getKey: (record: T) => Key;
  /** One record's card. */
  renderItem: (record: T) => ReactNode;
  /** The empty state under `all`: there are no records at all. */
  emptyPreset: EmptyPreset;
  /** The empty state's title under another filter: none with that status. */
  emptyFilteredTitle: string;
};

/**
 * A page of records filtered by status in tabs (deposits, withdrawals, refunds): the title with
 * back, the tabs, and the paged cards of the filter, with an empty state that says whether
 * there are no records at all or none with that status.
 */
export function RecordsPage<T, K extends string>({
  title,
  onBack,
  tabs,
  tabLabel,
  tabsLabel,
  tab,
  onTabChange,
  list,
  listLabel,
  getKey,
  renderItem,
  emptyPreset,
  emptyFilteredTitle,
}: RecordsPageProps<T, K>) {
  return (
    <Page padding="none" navBar={<NavBar title={title} onBack={onBack} />}>
      <Tabs
        items={tabs.map((key) => ({ key, label: tabLabel(key) }))}
        value={tab}
        onChange={onTabChange}
        label={tabsLabel}
      >
        <PagedList
          list={list}
          getKey={getKey}
          label={listLabel}
          skeleton={<Skeleton variant="card" />}
          emptyState={
            tab === 'all' ? (
              <StateBlock kind="empty" preset={emptyPreset} />
            ) : (
              <StateBlock kind="empty" title={emptyFilteredTitle} />
            )
          }
          renderItem={renderItem}
        />
      </Tabs>
    </Page>
  );
}
