// @vitest-environment jsdom
import { useState, type ReactNode } from 'react';
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigateInApp, useAppLocation } from '../../shell/appHistory';
import { useGoBack } from '../../shell/useGoBack';
import { useLeaveGuard } from './leaveGuard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function setup(dirty: boolean) {
  const location = memoryLocation({ path: '/baseinfo', record: true });
  const goBack = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook}>
      <Link href="/home">home</Link>
      <a href="https://elsewhere.example/x">outside</a>
      {children}
    </Router>
  );
  const view = renderHook(() => useLeaveGuard(dirty, goBack), { wrapper });
  return { location, goBack, view, guard: () => view.result.current };
}

afterEach(cleanup);

describe('useLeaveGuard', () => {
  it('lets links and back through while nothing changed', () => {
    const { location, goBack, guard } = setup(false);
    fireEvent.click(screen.getByText('home'));
    expect(location.history).toEqual(['/baseinfo', '/home']);
    act(() => guard().back());
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(guard().asking).toBe(false);
  });

  it('holds an in-app link click while dirty, then follows it on leave', async () => {
    const { location, guard } = setup(true);
    fireEvent.click(screen.getByText('home'));
    expect(location.history).toEqual(['/baseinfo']);
    expect(guard().asking).toBe(true);
    act(() => guard().leave());
    expect(guard().asking).toBe(false);
    await waitFor(() => expect(location.history).toEqual(['/baseinfo', '/home']));
  });

  it('stays on the page when the merchant chooses to keep editing', async () => {
    const { location, goBack, guard } = setup(true);
    act(() => guard().back());
    expect(guard().asking).toBe(true);
    act(() => guard().stay());
    expect(guard().asking).toBe(false);
    expect(goBack).not.toHaveBeenCalled();
    expect(location.history).toEqual(['/baseinfo']);
    act(() => guard().back());
    act(() => guard().leave());
    await waitFor(() => expect(goBack).toHaveBeenCalledTimes(1));
  });

  it('leaves links to other sites and modified clicks alone', () => {
    const { guard } = setup(true);
    const outside = screen.getByText('outside');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(click);
    expect(guard().asking).toBe(false);
    fireEvent.click(screen.getByText('home'), { ctrlKey: true });
    expect(guard().asking).toBe(false);
  });

  it('asks the browser before the tab closes, only while dirty', () => {
    const { view } = setup(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    view.unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

/** A form page under the app's real (browser) router, as /baseinfo is: dirty once typed in. */
function ShopForm() {
  const [name, setName] = useState('');
  const [saved, setSaved] = useState('');
  const guard = useLeaveGuard(name !== saved, useGoBack('/setting'));
  return (
    <>
      <label>
        Shop name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button onClick={guard.back}>Back</button>
      <button onClick={() => setSaved(name)}>Save</button>
      {guard.asking ? (
        <div role="alertdialog" aria-label="Discard your changes?">
          <button onClick={guard.leave}>Discard</button>
          <button onClick={guard.stay}>Keep editing</button>
        </div>
      ) : null}
    </>
  );
}

/** The settings hub, then the form, pushed by the app: Back from the form is in-app. */
function openForm() {
  window.history.replaceState(null, '', '/setting');
  navigateInApp('/baseinfo');
  render(
    <Router hook={useAppLocation}>
      <Switch>
        <Route path="/setting">Settings hub</Route>
        <Route path="/baseinfo">
          <ShopForm />
        </Route>
      </Switch>
    </Router>,
  );
}

/** Does `move` (something that moves in the history) and waits for its popstate. */
async function movingBy(move: () => void) {
  await act(async () => {
    const moved = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    move();
    await moved;
  });
}

/** The browser's back button or the phone's back gesture: popstate arrives after the move. */
const browserBack = () => movingBy(() => window.history.back());

/** Taps a button whose action moves in the history (discard and leave, save and go back). */
const tapMoving = (text: string) => movingBy(() => fireEvent.click(screen.getByText(text)));

describe('useLeaveGuard and the browser history', () => {
  it('lets the browser go back while nothing changed', async () => {
    openForm();
    await browserBack();
    expect(await screen.findByText('Settings hub')).toBeTruthy();
    expect(window.location.pathname).toBe('/setting');
  });

  it('asks on the browser back button while dirty, keeping the page and what was typed', async () => {
    openForm();
    fireEvent.change(screen.getByLabelText('Shop name'), { target: { value: 'New name' } });
    await browserBack();
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(window.location.pathname).toBe('/baseinfo');
    expect(screen.queryByText('Settings hub')).toBeNull();
    expect((screen.getByLabelText('Shop name') as HTMLInputElement).value).toBe('New name');

    fireEvent.click(screen.getByText('Keep editing'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Shop name') as HTMLInputElement).value).toBe('New name');

    // Asked again on the next back, and leaving then goes where Back was going.
    await browserBack();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await tapMoving('Discard');
    await waitFor(() => expect(screen.getByText('Settings hub')).toBeTruthy());
    expect(window.location.pathname).toBe('/setting');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets one browser back leave once the changes are saved', async () => {
    openForm();
    fireEvent.change(screen.getByLabelText('Shop name'), { target: { value: 'New name' } });
    await tapMoving('Save');
    expect(window.location.pathname).toBe('/baseinfo');
    await browserBack();
    await waitFor(() => expect(screen.getByText('Settings hub')).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves through the page back button once, without asking a second time', async () => {
    openForm();
    fireEvent.change(screen.getByLabelText('Shop name'), { target: { value: 'New name' } });
    fireEvent.click(screen.getByText('Back'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await tapMoving('Discard');
    await waitFor(() => expect(screen.getByText('Settings hub')).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
