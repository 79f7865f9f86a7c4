// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

// The platform's exchange of `data` for a session, held until the test lets it answer.
const platform = vi.hoisted(() => ({ answer: () => {} }));
vi.mock('../data/boot/thirdLogin', () => ({
  exchangeThird: () =>
    new Promise((resolve) => {
      platform.answer = () => resolve({ kind: 'session' });
    }),
  thirdStatusParam: (status: string) => status,
}));
vi.mock('../data/kit/failure', () => ({ useErrorText: () => () => 'failed' }));
vi.mock('../primitives/Toast', () => ({ useToast: () => ({ show: () => {} }) }));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { setPageAhead } = await import('../data/address/pageAhead');
const { pageAheadSpy } = await import('../data/address/pageAhead.testkit');
const { StartupExchange } = await import('./StartupExchange');

const pass = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  setPageAhead(null);
});

describe('StartupExchange: the page a session opens', () => {
  it('loads it while the exchange is on its way, and opens it once its code is there', async () => {
    const { asked, codeReady } = pageAheadSpy();
    const location = memoryLocation({ path: '/?data=abc&path=%2Forder', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <StartupExchange>
          <p>page</p>
        </StartupExchange>
      </Router>,
    );
    await pass();
    expect(asked).toEqual(['/order']);

    platform.answer();
    await pass();
    // A session: asked again (its reads can start now), not opened before its code came.
    expect(asked).toEqual(['/order', '/order']);
    expect(location.history).toEqual(['/?data=abc&path=%2Forder']);

    codeReady();
    await pass();
    expect(location.history).toEqual(['/order']);
  });
});
