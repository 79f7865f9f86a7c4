import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { expectRowsToEnd } from '../../testing';
import { Cell } from '../Cell';
import { StateBlock } from '../StateBlock';
import { InfiniteList, WHOLE_LIST_ROWS, type InfiniteListStatus } from './InfiniteList';

type Row = { id: number; title: string };

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    title: `订单 2024030100${String(from + i).padStart(2, '0')}`,
  }));

const renderItem = (row: Row) => <Cell label={row.title} value="$12.50" />;
const getKey = (row: Row) => row.id;

const meta = {
  title: 'Primitives/InfiniteList',
  tags: ['autodocs'],
  component: InfiniteList<Row>,
  args: {
    items: rows(1, 5),
    renderItem,
    getKey,
    status: 'ready',
    onLoadMore: fn(),
    onRetry: fn(),
    label: '订单',
  },
} satisfies Meta<typeof InfiniteList<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

type Pages = { first: number; size: number; last: number; failOn?: number };

/** A parent that pages like TanStack's infinite query, after a short delay. */
function Paged({
  onLoadMore,
  onRetry,
  pages,
}: {
  onLoadMore: () => void;
  onRetry: () => void;
  pages: Pages;
}) {
  const [items, setItems] = useState(() => rows(1, pages.first));
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InfiniteListStatus>('ready');
  const failed = useRef(false);
  const fetchPage = (next: number) => {
    setStatus('loadingMore');
    setTimeout(() => {
      if (next === pages.failOn && !failed.current) {
        failed.current = true;
        setStatus('errorMore');
        return;
      }
      setItems((now) => [...now, ...rows(now.length + 1, pages.size)]);
      setPage(next);
      setStatus(next >= pages.last ? 'done' : 'ready');
    }, 200);
  };
  return (
    <InfiniteList
      items={items}
      renderItem={renderItem}
      getKey={getKey}
      status={status}
      label="订单"
      onLoadMore={() => {
        onLoadMore();
        fetchPage(page + 1);
      }}
      onRetry={() => {
        onRetry();
        fetchPage(page + 1);
      }}
    />
  );
}

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: '订单' });

export const FirstPageLoading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByText(i18n.t('state.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { status: 'done', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n.t('state.empty.noData'))).toBeVisible();
  },
};

export const CustomEmpty: Story = {
  args: { status: 'done', items: [], emptyState: <StateBlock kind="empty" preset="noRefunds" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n.t('state.empty.noRefunds'))).toBeVisible();
  },
};

export const FirstPageFailed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('state.error.title'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LoadsNextPageOnce: Story = {
  render: (args) => (
    <Paged
      onLoadMore={args.onLoadMore}
      onRetry={args.onRetry}
      pages={{ first: 3, size: 20, last: 3 }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Three rows leave the end of the list in view: page 2 is asked for, once.
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(23),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    // Scrolling to the end asks for page 3, once.
    canvas.getByRole('button', { name: i18n.t('action.loadMore') }).scrollIntoView();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(2));
    // 43 rows: past the first WHOLE_LIST_ROWS, those near the screen are drawn.
    await expectRowsToEnd(list(canvasElement), 43);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    window.scrollTo(0, 0);
  },
};

export const ShowsNoMore: Story = {
  args: { status: 'done', items: rows(1, 8) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('list.noMore'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: i18n.t('action.loadMore') })).toBeNull();
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(8);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { status: 'loadingMore', items: rows(1, 8) },
  play: async ({ canvasElement }) => {
    await expect(list(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(i18n.t('list.loadingMore'))).toBeVisible();
  },
};

export const RetriesAfterFailure: Story = {
  render: (args) => (
    <Paged
      onLoadMore={args.onLoadMore}
      onRetry={args.onRetry}
      pages={{ first: 3, size: 5, last: 2, failOn: 2 }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('list.loadMoreFailed'))).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(i18n.t('list.noMore'))).toBeVisible();
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(8);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadsMoreWithoutObserver: Story = {
  beforeEach: () => {
    const original = window.IntersectionObserver;
    // @ts-expect-error -- an old WebView without IntersectionObserver
    delete window.IntersectionObserver;
    return () => {
      window.IntersectionObserver = original;
    };
  },
  render: (args) => (
    <Paged
      onLoadMore={args.onLoadMore}
      onRetry={args.onRetry}
      pages={{ first: 3, size: 5, last: 2 }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('action.loadMore') }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(i18n.t('list.noMore'))).toBeVisible();
  },
};

const renderButtonRow = (row: Row) => <Cell label={row.title} onClick={() => undefined} />;
const rowButton = (canvasElement: HTMLElement, id: number) =>
  within(list(canvasElement)).getByRole('button', {
    name: `订单 2024030100${String(id).padStart(2, '0')}`,
  });

/**
 * The spacer keeping the place of a long list's rows after the first WHOLE_LIST_ROWS (drawn
 * near the screen once their code is there).
 */
const laterRows = (canvasElement: HTMLElement) =>
  list(canvasElement).querySelector(':scope > li[aria-hidden="true"]');

export const DrawsOnlyRowsNearTheScreen: Story = {
  args: { status: 'ready', items: rows(1, 1000), renderItem: renderButtonRow },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const drawnRows = () => within(list(canvasElement)).getAllByRole('listitem');
    // A thousand rows: the first WHOLE_LIST_ROWS drawn, the rest only near the screen (once the
    // long list's code is there); each row says where it is, the end is not known yet.
    await waitFor(() => {
      expect(laterRows(canvasElement)).toBeInTheDocument();
      expect(drawnRows()[0]).toHaveAttribute('aria-posinset', '1');
      expect(drawnRows().length).toBeLessThan(WHOLE_LIST_ROWS + 60);
    });
    await expect(drawnRows()[0]).toHaveAttribute('aria-setsize', '-1');
    await expect(rowButton(canvasElement, 1)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '订单 2024030100150' })).toBeNull();
    // The list is as tall as its rows: the end (and the next page) comes after the last one.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(rowButton(canvasElement, 1000)).toBeInTheDocument());
    await expect(rowButton(canvasElement, 1000).closest('li')).toHaveAttribute(
      'aria-posinset',
      '1000',
    );
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('button', { name: '订单 2024030100500' })).toBeNull();
    // The first rows stay in the list, the others are there only near the screen; this far
    // from the first rows, the list skips them outright (no nearness check in every frame).
    await expect(rowButton(canvasElement, 1)).toBeInTheDocument();
    await expect(drawnRows().length).toBeLessThan(WHOLE_LIST_ROWS + 60);
    await waitFor(() => expect(list(canvasElement)).toHaveAttribute('data-far'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(list(canvasElement)).not.toHaveAttribute('data-far'));
    await waitFor(() => expect(rowButton(canvasElement, 1)).toBeVisible());
  },
};

export const KeepsFocusedRowWhenScrolledAway: Story = {
  args: { status: 'done', items: rows(1, 1000), renderItem: renderButtonRow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Just after the first WHOLE_LIST_ROWS rows, where the rows drawn only near the screen begin.
    await waitFor(() => {
      expect(laterRows(canvasElement)).toBeInTheDocument();
      expect(rowButton(canvasElement, WHOLE_LIST_ROWS)).toBeInTheDocument();
    });
    rowButton(canvasElement, WHOLE_LIST_ROWS).scrollIntoView({ block: 'start' });
    // Drawn with the frames after the scroll, its content in a background render (on a loaded
    // machine, later), and focused as soon as it is there: until the rows drawn after the scroll
    // are measured, the window of rows drawn can still move by a row or two.
    await waitFor(
      () => {
        const row = rowButton(canvasElement, WHOLE_LIST_ROWS + 2);
        expect(row.closest('li')).toHaveAttribute('aria-posinset', String(WHOLE_LIST_ROWS + 2));
        row.focus();
        expect(row).toHaveFocus();
      },
      { timeout: 5000 },
    );
    const focused = rowButton(canvasElement, WHOLE_LIST_ROWS + 2);
    await expect(focused.closest('li')).toHaveAttribute('aria-setsize', '1000');
    // Far below, the focused row is still drawn and still has the focus.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(rowButton(canvasElement, 1000)).toBeInTheDocument());
    await expect(canvas.getByText(i18n.t('list.noMore'))).toBeInTheDocument();
    await expect(focused).toBeInTheDocument();
    await expect(focused).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '订单 2024030100150' })).toBeNull();
    // Tabbing on goes to the next row, drawn again where it belongs.
    await userEvent.tab();
    await waitFor(() => expect(rowButton(canvasElement, WHOLE_LIST_ROWS + 3)).toHaveFocus());
    window.scrollTo(0, 0);
  },
};
