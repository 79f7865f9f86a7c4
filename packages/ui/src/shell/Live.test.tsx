// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Live } from './Live';
import { replacingPrerendered } from './replay';

/** A page as prerendered or drawn: a nav bar with a button, and a body. */
function page(button: string, body: string): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = `<header><h1>Orders</h1><button type="button">${button}</button></header><section>${body}</section>`;
  return main;
}

const held = window as { __merchantPending?: Element };
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-boot');
  delete held.__merchantPending;
});

/** Replaces the prerendered page in #root by `next`, as the app's first render does. */
function replaceWith(root: HTMLElement, next: HTMLElement) {
  replacingPrerendered(root);
  root.replaceChildren(next);
  render(<Live />, { container: document.body.appendChild(document.createElement('div')) });
}

describe('Live', () => {
  it('replays a press held on the replaced page on the same control of the new page', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.append(page('Search', '<p class="skeleton"></p>'));
    held.__merchantPending = root.querySelector('button') ?? undefined;
    const next = page('Search', '<ol><li>SO1</li></ol>');
    const pressed = vi.fn();
    next.querySelector('button')?.addEventListener('click', pressed);
    replaceWith(root, next);
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(document.documentElement.dataset.boot).toBe('live');
    expect(held.__merchantPending).toBeUndefined();
  });

  it('takes the pressed look off what the boot script held', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.append(page('Search', ''));
    const button = root.querySelector('button');
    button?.setAttribute('data-held', '');
    render(<Live />, { container: document.body.appendChild(document.createElement('div')) });
    await waitFor(() => expect(document.documentElement.dataset.boot).toBe('live'));
    expect(button?.hasAttribute('data-held')).toBe(false);
  });

  it('drops it when the new page has another control there', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.append(page('Search', ''));
    held.__merchantPending = root.querySelector('button') ?? undefined;
    const next = page('Refresh', '');
    const pressed = vi.fn();
    next.querySelector('button')?.addEventListener('click', pressed);
    replaceWith(root, next);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pressed).not.toHaveBeenCalled();
  });
});
