// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageShownContext } from '../../data/boot/pageShown';
import { VirtualRows } from './VirtualRows';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lays nothing out: each row measures 100 px, as its estimate says (each read told to
// `onRead`, when given).
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
function rowsMeasure100(onRead?: () => void) {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      onRead?.();
      return this.tagName === 'LI' ? 100 : 0;
    },
  });
}
beforeAll(() => {
  // A browser's scrollTo (jsdom has none): the window is where it was sent.
  window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: top });
    setTimeout(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo;
  rowsMeasure100();
});
afterAll(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

const items = Array.from({ length: 500 }, (_, index) => index);

function list(shown: boolean) {
  return (
    <PageShownContext.Provider value={shown}>
      <VirtualRows
        items={items}
        renderItem={(item) => <span>row {item}</span>}
        getKey={(item) => item}
        setSize={items.length}
        estimateRowHeight={100}
      />
    </PageShownContext.Provider>
  );
}

/** The first row drawn (its index in the list). */
const firstRow = () => Number(document.querySelector('li[data-index]')?.getAttribute('data-index'));

async function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

afterEach(async () => {
  await scrollWindowTo(0);
  document.body.replaceChildren();
});

describe('VirtualRows', () => {
  it('follows the window while its page is shown', async () => {
    render(list(true));
    expect(firstRow()).toBe(0);
    await scrollWindowTo(20_000);
    expect(firstRow()).toBeGreaterThan(150);
  });

  it('rests while its page is kept hidden, and follows the window again once shown', async () => {
    const view = render(list(true));
    await scrollWindowTo(0);
    view.rerender(list(false));
    // Another page scrolls the window: the hidden list keeps its rows.
    await scrollWindowTo(20_000);
    expect(firstRow()).toBe(0);
    view.rerender(list(true));
    // Shown again (the virtualizer first puts the window back where its page was left, as the
    // app's TabMoves does), it follows the merchant's scrolling again.
    await scrollWindowTo(20_000);
    await scrollWindowTo(30_000);
    expect(firstRow()).toBeGreaterThan(0);
  });

  it('draws the rows from firstIndex on, each with its place in the whole list', async () => {
    const drawnWith: number[] = [];
    render(
      <PageShownContext.Provider value>
        <VirtualRows
          items={items}
          firstIndex={100}
          renderItem={(item, index) => {
            drawnWith.push(index);
            return <span>row {item}</span>;
          }}
          getKey={(item) => item}
          setSize={-1}
          estimateRowHeight={100}
        />
      </PageShownContext.Provider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const first = document.querySelector('li[data-index]');
    // The virtualizer's index, the list's place, and the row drawn with its index in the list.
    expect(first?.getAttribute('data-index')).toBe('0');
    expect(first?.getAttribute('aria-posinset')).toBe('101');
    expect(first?.textContent).toBe('row 100');
    expect(Math.min(...drawnWith)).toBe(100);
  });

  it('reads no layout as its rows are drawn: their heights and its place come from observers', async () => {
    // A browser's resize observers, reported by hand (jsdom has none).
    const observers: { report: ResizeObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        targets: Element[] = [];
        constructor(report: ResizeObserverCallback) {
          observers.push({ report, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const rect = HTMLElement.prototype.getBoundingClientRect;
    let layoutReads = 0;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      layoutReads += 1;
      return rect.call(this);
    };
    rowsMeasure100(() => (layoutReads += 1));
    try {
      render(list(true));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      const spacer = document.querySelector('li[aria-hidden="true"]') as HTMLElement;
      expect(document.querySelectorAll('li[data-index]').length).toBeGreaterThan(0);
      expect(layoutReads).toBe(0);
      expect(spacer.style.height).toBe(`${items.length * 100}px`);
      // The browser has laid the page out: the rows' observer reports the first row 150 px tall.
      const rows = observers.find(({ targets }) => targets.some((t) => t.matches('[data-index]')));
      const row = document.querySelector('li[data-index="0"]') as HTMLElement;
      await act(async () => {
        rows?.report(
          [{ target: row, borderBoxSize: [{ blockSize: 150, inlineSize: 390 }] }] as never,
          {} as ResizeObserver,
        );
      });
      expect(spacer.style.height).toBe(`${items.length * 100 + 50}px`);
    } finally {
      HTMLElement.prototype.getBoundingClientRect = rect;
      rowsMeasure100();
      vi.unstubAllGlobals();
    }
  });

  it('marks its list far while the screen is more than a screen past the rows before it', async () => {
    // The rows before this part end 5,000 px down the page (jsdom lays nothing out).
    const spacerTop = 5_000;
    const rect = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const top = this.getAttribute('aria-hidden') === 'true' ? spacerTop - window.scrollY : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
    };
    try {
      const view = render(
        <PageShownContext.Provider value>
          <ul data-testid="list">
            <VirtualRows
              items={items}
              firstIndex={100}
              renderItem={(item) => <span>row {item}</span>}
              getKey={(item) => item}
              setSize={-1}
              estimateRowHeight={100}
            />
          </ul>
        </PageShownContext.Provider>,
      );
      const theList = view.getByTestId('list');
      const screen = window.innerHeight;
      // Within a screen of them: they stay (the browser draws them as they near).
      await scrollWindowTo(spacerTop + screen - 100);
      expect(theList.hasAttribute('data-far')).toBe(false);
      // Further: skipped.
      await scrollWindowTo(spacerTop + screen + 300);
      expect(theList.hasAttribute('data-far')).toBe(true);
      await scrollWindowTo(30_000);
      expect(theList.hasAttribute('data-far')).toBe(true);
      // Back within a screen of them, before they come into view.
      await scrollWindowTo(spacerTop + screen / 2);
      expect(theList.hasAttribute('data-far')).toBe(false);
      await scrollWindowTo(30_000);
      expect(theList.hasAttribute('data-far')).toBe(true);
      // A jump to the top.
      await scrollWindowTo(0);
      expect(theList.hasAttribute('data-far')).toBe(false);
      // A list no longer long (this part gone) draws every row it has.
      await scrollWindowTo(30_000);
      expect(theList.hasAttribute('data-far')).toBe(true);
      view.rerender(
        <PageShownContext.Provider value>
          <ul data-testid="list" />
        </PageShownContext.Provider>,
      );
      expect(theList.hasAttribute('data-far')).toBe(false);
    } finally {
      HTMLElement.prototype.getBoundingClientRect = rect;
    }
  });
});
