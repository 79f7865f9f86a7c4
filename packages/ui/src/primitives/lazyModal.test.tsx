// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BaseProviders } from '../shell/BaseProviders';
import { initI18n } from '../i18n';
import { lazyModal, lazyOverlay } from './lazyModal';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

function Sheet({ open, onOpenChange }: Props) {
  return open ? (
    <div role="dialog" aria-label="sheet">
      <button type="button" onClick={() => onOpenChange(false)}>
        close
      </button>
    </div>
  ) : null;
}

function Page({ Modal }: { Modal: React.ComponentType<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <BaseProviders>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onOpenChange={setOpen} />
    </BaseProviders>
  );
}

beforeAll(() => initI18n('en', 'all'));
afterEach(cleanup);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('lazyModal', () => {
  it('renders nothing and loads nothing until it is opened (or the browser is idle), then shows the modal', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet));
    const Modal = lazyModal(load);
    render(<Page Modal={Modal} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog', { name: 'sheet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'sheet' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays closed and says so when its code cannot load, and loads it again at the next opening', async () => {
    const load = vi
      .fn<() => Promise<typeof Sheet>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Sheet);
    const Modal = lazyModal(load);
    render(<Page Modal={Modal} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog', { name: 'sheet' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

type Flow = { step: 'idle' | 'confirm'; close: () => void };

function FlowSheets({ flow }: { flow: Flow }) {
  return flow.step === 'idle' ? null : <div role="dialog" aria-label="quote" />;
}

describe('lazyOverlay', () => {
  it('reads whether it is open from its props, and its code can be asked for ahead', async () => {
    const load = vi.fn(() => Promise.resolve(FlowSheets));
    const Sheets = lazyOverlay(load, {
      isOpen: ({ flow }: { flow: Flow }) => flow.step !== 'idle',
      close: ({ flow }) => flow.close(),
    });
    const close = vi.fn();
    const { rerender } = render(
      <BaseProviders>
        <Sheets flow={{ step: 'idle', close }} />
      </BaseProviders>,
    );
    expect(load).not.toHaveBeenCalled();
    await Sheets.preload();
    await Sheets.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <BaseProviders>
        <Sheets flow={{ step: 'confirm', close }} />
      </BaseProviders>,
    );
    expect(screen.getByRole('dialog', { name: 'quote' })).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
  });

  it('closes the flow through its props when its code cannot load', async () => {
    const load = vi.fn(() =>
      Promise.reject<typeof FlowSheets>(
        new TypeError('Failed to fetch dynamically imported module'),
      ),
    );
    const Sheets = lazyOverlay(load, {
      isOpen: ({ flow }: { flow: Flow }) => flow.step !== 'idle',
      close: ({ flow }) => flow.close(),
    });
    const close = vi.fn();
    render(
      <BaseProviders>
        <Sheets flow={{ step: 'confirm', close }} />
      </BaseProviders>,
    );
    await settle();
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Network error');
  });
});
