// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withIdleTimers } from './idleTimers.testkit';
import {
  keepLaidOut,
  PICTURES_AHEAD_PX,
  PIECE_BUDGET_MS,
  PIECE_ELEMENTS,
  piecesOf,
} from './pieces';

withIdleTimers();

/** An element with `count` empty children, each tagged with its name and index. */
function block(name: string, count: number): HTMLElement {
  const element = document.createElement('section');
  element.dataset.name = name;
  for (let i = 0; i < count; i++) {
    const child = document.createElement('p');
    child.dataset.name = `${name}${i}`;
    element.append(child);
  }
  return element;
}

const names = (elements: readonly HTMLElement[]) => elements.map((e) => e.dataset.name);
const locked = (element: HTMLElement) =>
  element.style.getPropertyValue('content-visibility') === 'hidden';

describe('piecesOf', () => {
  it('splits a page into its biggest parts of at most `max` elements, in document order', () => {
    const root = document.createElement('div');
    const big = block('big', 0);
    big.append(block('a', 2), block('b', 5));
    root.append(block('small', 1), big, block('c', 3));
    // small: 2 elements, big: 1 + 3 + 6 = 10, c: 4.
    expect(names(piecesOf(root, 4))).toEqual(['small', 'a', 'b0', 'b1', 'b2', 'b3', 'b4', 'c']);
    expect(names(piecesOf(root, 10))).toEqual(['small', 'big', 'c']);
  });
});

describe('keepLaidOut', () => {
  let frame: HTMLElement;
  let pieces: HTMLElement[];
  let clock = 0;
  const layOut = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');

  beforeEach(() => {
    frame = document.createElement('div');
    // Four pieces, each as big as a piece may be.
    for (let i = 0; i < 4; i++) frame.append(block(`s${i}`, PIECE_ELEMENTS - 1));
    document.body.append(frame);
    pieces = [...frame.children] as HTMLElement[];
    // Laying a piece out takes 2 ms.
    clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    layOut.mockClear();
    // An element is where its `data-top` says (0 by default).
    layOut.mockImplementation(function (this: HTMLElement) {
      clock += 2;
      return new DOMRect(0, Number(this.dataset.top ?? 0), 10, 10);
    });
  });
  afterEach(() => {
    frame.remove();
    vi.mocked(performance.now).mockRestore();
  });
  // The pieces laid out, in order (the pictures' places are read too).
  const laidOut = () =>
    (layOut.mock.contexts as unknown as HTMLElement[]).filter((e) => pieces.includes(e));

  it('lays a page drawn ahead out in the background, a few pieces per task', async () => {
    const end = keepLaidOut(frame, false);
    expect(frame.hasAttribute('data-laying')).toBe(true);
    expect(laidOut()).toEqual([]);

    // First its pieces skip their rendering, then each task lets some render and lays them out.
    // (Each background task here is an idle timer of 1 ms.)
    await vi.advanceTimersByTimeAsync(1);
    expect(pieces.filter(locked)).toEqual(pieces);
    expect(laidOut()).toEqual([]);
    for (let ms = 0; ms < 10 && laidOut().length === 0; ms++) await vi.advanceTimersByTimeAsync(1);
    const first = laidOut().length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(PIECE_BUDGET_MS / 2);
    expect(first).toBeLessThan(pieces.length);
    expect(pieces.filter(locked)).toHaveLength(pieces.length - first);

    await vi.advanceTimersByTimeAsync(100);
    expect(laidOut()).toEqual(pieces);
    expect(pieces.filter(locked)).toEqual([]);
    expect(frame.hasAttribute('data-laying')).toBe(false);
    end();
  });

  it('lays out nothing for a page laid out before, until it changes', async () => {
    const end = keepLaidOut(frame, true);
    await vi.advanceTimersByTimeAsync(100);
    expect(laidOut()).toEqual([]);
    expect(frame.hasAttribute('data-laying')).toBe(false);

    pieces[2]!.append('new answers');
    await vi.advanceTimersByTimeAsync(0);
    expect(frame.hasAttribute('data-laying')).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(laidOut()).toEqual(pieces);
    expect(frame.hasAttribute('data-laying')).toBe(false);
    // Its own work is not a change: nothing more is laid out.
    layOut.mockClear();
    await vi.advanceTimersByTimeAsync(100);
    expect(laidOut()).toEqual([]);
    end();
  });

  it('loads its lazy pictures near its top once it is laid out, not the ones further down', async () => {
    const picture = (top: number) => {
      const img = document.createElement('img');
      img.setAttribute('loading', 'lazy');
      img.dataset.top = String(top);
      return img;
    };
    const near = picture(window.innerHeight + PICTURES_AHEAD_PX - 1);
    const far = picture(window.innerHeight + PICTURES_AHEAD_PX);
    // In place of a paragraph: the pieces stay as they were.
    pieces[0]!.lastElementChild!.replaceWith(near);
    pieces[3]!.lastElementChild!.replaceWith(far);
    const end = keepLaidOut(frame, false);
    await vi.advanceTimersByTimeAsync(2);
    expect(near.getAttribute('loading')).toBe('lazy');
    await vi.advanceTimersByTimeAsync(100);
    expect(frame.hasAttribute('data-laying')).toBe(false);
    expect(near.getAttribute('loading')).toBe('eager');
    expect(far.getAttribute('loading')).toBe('lazy');
    end();
  });

  it('starts the near pictures in tasks after the pieces, a few per task', async () => {
    const near = pieces.map((piece) => {
      const img = document.createElement('img');
      img.setAttribute('loading', 'lazy');
      img.dataset.top = '10';
      piece.lastElementChild!.replaceWith(img);
      return img;
    });
    const eager = () => near.filter((img) => img.getAttribute('loading') === 'eager').length;
    const end = keepLaidOut(frame, false);
    for (let ms = 0; ms < 100 && laidOut().length < pieces.length; ms++)
      await vi.advanceTimersByTimeAsync(1);
    // The task that laid out the last pieces starts no picture.
    expect(laidOut()).toEqual(pieces);
    expect(eager()).toBe(0);
    expect(frame.hasAttribute('data-laying')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(eager()).toBeGreaterThan(0);
    expect(eager()).toBeLessThan(near.length);
    await vi.advanceTimersByTimeAsync(100);
    expect(eager()).toBe(near.length);
    expect(frame.hasAttribute('data-laying')).toBe(false);
    end();
  });

  it('lets every piece render again when it ends half way, and does nothing more', async () => {
    const end = keepLaidOut(frame, false);
    await vi.advanceTimersByTimeAsync(2);
    expect(pieces.some(locked)).toBe(true);
    end();
    expect(pieces.filter(locked)).toEqual([]);
    expect(frame.hasAttribute('data-laying')).toBe(false);
    const count = laidOut().length;
    await vi.advanceTimersByTimeAsync(100);
    pieces[0]!.append('a change after the end');
    await vi.advanceTimersByTimeAsync(100);
    expect(laidOut()).toHaveLength(count);
  });
});
