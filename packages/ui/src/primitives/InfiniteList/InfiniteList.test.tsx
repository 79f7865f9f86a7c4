// @vitest-environment jsdom
import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList, WHOLE_LIST_ROWS, type InfiniteListStatus } from './InfiniteList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Each row notes, when it reaches the page, how many rows the page then shows. */
function Row({ index, seen }: { index: number; seen: Map<number, number> }) {
  useLayoutEffect(() => {
    seen.set(index, document.querySelectorAll('li').length);
  }, [index, seen]);
  return <span>row {index}</span>;
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => index);

function list(items: number[], status: InfiniteListStatus, seen: Map<number, number>) {
  return (
    <InfiniteList
      items={items}
      status={status}
      getKey={(item) => item}
      renderItem={(item) => <Row index={item} seen={seen} />}
      onLoadMore={() => {}}
      onRetry={() => {}}
      estimateRowHeight={280}
    />
  );
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('InfiniteList', () => {
  // The rows are drawn a screenful per task (a timer each): these tests run the timers.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const nextTask = () => act(() => void vi.advanceTimersToNextTimer());
  const rowCount = () => document.querySelectorAll('li').length;

  it('draws the first screenful of rows when they arrive, and the rest a screenful per task', () => {
    const seen = new Map<number, number>();
    const { rerender } = render(list([], 'loading', seen));
    expect(rowCount()).toBe(0);
    act(() => {
      rerender(list(ids(10), 'ready', seen));
    });
    // 960 px of 280 px rows: four rows in the task that brings them, then four more per task.
    expect(rowCount()).toBe(4);
    nextTask();
    expect(rowCount()).toBe(8);
    nextTask();
    expect([...seen]).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 8],
      [5, 8],
      [6, 8],
      [7, 8],
      [8, 10],
      [9, 10],
    ]);
    expect(rowCount()).toBe(10);
  });

  it('draws a list opened with its rows the same way', () => {
    const seen = new Map<number, number>();
    act(() => {
      render(list(ids(6), 'done', seen));
    });
    nextTask();
    expect([...seen.values()]).toEqual([4, 4, 4, 4, 6, 6]);
  });

  it('draws a next page a screenful per task, its end saying it is loading until then', () => {
    const seen = new Map<number, number>();
    const { rerender } = render(list(ids(12), 'ready', seen));
    nextTask();
    nextTask();
    expect(rowCount()).toBe(12);
    seen.clear();
    act(() => {
      rerender(list(ids(22), 'done', seen));
    });
    // The task that brings the page draws no more than a screenful of it.
    expect(rowCount()).toBe(12);
    expect(document.querySelector('ul')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    nextTask();
    expect(rowCount()).toBe(16);
    nextTask();
    expect(rowCount()).toBe(20);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    nextTask();
    expect([...seen.values()]).toEqual([16, 16, 16, 16, 20, 20, 20, 20, 22, 22]);
    // Only then does its end say that there is no more.
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(document.querySelector('ul')?.hasAttribute('aria-busy')).toBe(false);
    expect(document.body.textContent).toContain('list.noMore');
  });

  it('starts again from the first screen when the list was emptied', () => {
    const seen = new Map<number, number>();
    const { rerender } = render(list(ids(10), 'ready', seen));
    nextTask();
    nextTask();
    act(() => {
      rerender(list([], 'loading', seen));
    });
    act(() => {
      rerender(list(ids(6), 'done', seen));
    });
    expect(rowCount()).toBe(4);
    nextTask();
    expect(rowCount()).toBe(6);
  });

  it('asks for the next page only once every row is drawn', () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(node: Element) {
          observed.push(node);
        }
        disconnect() {}
      },
    );
    const seen = new Map<number, number>();
    const { rerender } = render(list([], 'loading', seen));
    act(() => {
      rerender(list(ids(10), 'ready', seen));
    });
    nextTask();
    expect(rowCount()).toBe(8);
    expect(observed).toHaveLength(0);
    nextTask();
    // One observer, set on the "load more" button once the ten rows were there.
    expect(observed).toHaveLength(1);
    expect(rowCount()).toBe(10);
  });

  it('keeps the rows it drew when the list gets long, and gives every row its place', async () => {
    const seen = new Map<number, number>();
    const { rerender } = render(list([], 'loading', seen));
    act(() => {
      rerender(list(ids(WHOLE_LIST_ROWS), 'ready', seen));
    });
    for (let task = 0; task < 25 && rowCount() < WHOLE_LIST_ROWS; task++) nextTask();
    expect(rowCount()).toBe(WHOLE_LIST_ROWS);
    // The rows after the first WHOLE_LIST_ROWS come at once (drawn only near the screen).
    vi.useRealTimers();
    const rows = [...document.querySelectorAll('li')];
    expect(rows).toHaveLength(WHOLE_LIST_ROWS);
    // A short list's rows say nothing of their place (the list says it).
    expect(rows[0]?.hasAttribute('aria-posinset')).toBe(false);
    // Below the first screen a row is drawn once it nears the screen (as tall as the estimate).
    expect(rows[0]?.getAttribute('data-row')).toBe('first');
    expect(rows[WHOLE_LIST_ROWS - 1]?.getAttribute('data-row')).toBe('later');
    expect(rows[WHOLE_LIST_ROWS - 1]?.style.containIntrinsicSize).toBe('auto 280px');
    seen.clear();
    await act(async () => {
      rerender(list(ids(WHOLE_LIST_ROWS + 10), 'ready', seen));
    });
    // Let the long list's code arrive (it is its own chunk).
    await act(async () => {
      await import('./VirtualRows');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Not one of the first rows was drawn again, and they are the same nodes.
    expect([...seen.keys()].every((index) => index >= WHOLE_LIST_ROWS)).toBe(true);
    expect(rows.every((row) => row.isConnected)).toBe(true);
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('-1');
    // The rows after them are drawn in the same list, after a spacer screen readers skip.
    const spacer = document.querySelector('ul')?.children[WHOLE_LIST_ROWS];
    expect(spacer?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelectorAll('ul')).toHaveLength(1);
  });
});
