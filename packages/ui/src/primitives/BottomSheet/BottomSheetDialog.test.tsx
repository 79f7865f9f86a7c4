// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BaseProviders } from '../../shell/BaseProviders';
import { PageShownContext } from '../../data/boot/pageShown';
import { initI18n } from '../../i18n';
import { ConfirmDialogModal } from '../ConfirmDialog/ConfirmDialogModal';
import { BottomSheetDialog } from './BottomSheetDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  document.body.replaceChildren();
});

/** `modal` on a page shown or kept hidden. */
const onPage = (shown: boolean, modal: ReactNode) => (
  <BaseProviders>
    <PageShownContext.Provider value={shown}>{modal}</PageShownContext.Provider>
  </BaseProviders>
);

// A modal is drawn outside its page (a portal): on a tab page kept hidden behind another, it
// must not stay in front of the page shown.
describe('modals on a page kept hidden', () => {
  it('closes an open sheet while its page is hidden, and opens it again once shown', async () => {
    const sheet = (shown: boolean) =>
      onPage(
        shown,
        <BottomSheetDialog open onOpenChange={() => {}} title="Pick up">
          content
        </BottomSheetDialog>,
      );
    const view = render(sheet(true));
    expect(screen.getByRole('dialog', { name: 'Pick up' })).toBeDefined();
    await act(async () => view.rerender(sheet(false)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => view.rerender(sheet(true)));
    expect(screen.getByRole('dialog', { name: 'Pick up' })).toBeDefined();
  });

  it('closes an open question while its page is hidden', async () => {
    const question = (shown: boolean) =>
      onPage(
        shown,
        <ConfirmDialogModal
          open
          onOpenChange={() => {}}
          title="Cancel the order?"
          message="It cannot be undone."
          onConfirm={() => {}}
        />,
      );
    const view = render(question(true));
    expect(screen.getByRole('alertdialog', { name: 'Cancel the order?' })).toBeDefined();
    await act(async () => view.rerender(question(false)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
