// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// "Back to top", its own file: the test sees when it is imported.
const backToTop = vi.hoisted(() => ({ imported: 0 }));
vi.mock('../BackToTop', () => {
  backToTop.imported += 1;
  return { BackToTop: () => <button type="button">back to top</button> };
});
const { Page } = await import('./Page');

describe('Page', () => {
  it('asks for "back to top" only once the document has scrolled, not in its first render', async () => {
    render(
      <Page>
        <p>content</p>
      </Page>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('content')).toBeTruthy();
    expect(backToTop.imported).toBe(0);

    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: 'back to top' })).toBeTruthy();
    expect(backToTop.imported).toBe(1);
  });
});
