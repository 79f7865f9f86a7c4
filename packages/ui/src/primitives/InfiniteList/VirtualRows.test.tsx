// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageShownContext } from '../../data/pageShown';
import { VirtualRows } from './VirtualRows';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lays nothing out: each row measures 100 px, as its estimate says.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  // A browser's scrollTo (jsdom has none): the window is where it was sent.
  window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: top });
    setTimeout(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? 100 : 0;
    },
  });
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
});
