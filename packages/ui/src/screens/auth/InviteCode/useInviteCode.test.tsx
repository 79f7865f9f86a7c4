// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

// The platform's check of the code, held until the test lets it answer.
const platform = vi.hoisted(() => ({ answer: () => {} }));
vi.mock('../../../data/kit/api', () => ({
  $api: {
    useMutation: () => ({
      mutateAsync: () =>
        new Promise((resolve) => {
          platform.answer = () => resolve({ code: 1, msg: 'ok', data: null });
        }),
    }),
  },
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { NotifyPort } = await import('../../../data/kit/notify');
const { setPageAhead } = await import('../../../data/address/pageAhead');
const { pageAheadSpy } = await import('../../../data/address/pageAhead.testkit');
const { useInviteCode } = await import('./useInviteCode');

const pass = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  setPageAhead(null);
});

describe('useInviteCode: the registration form it opens', () => {
  it('loads the form while the code is checked, and opens it once its code is there', async () => {
    const { asked, codeReady } = pageAheadSpy();
    const location = memoryLocation({ path: '/code', record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <NotifyPort value={() => {}}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>
        </NotifyPort>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useInviteCode('m-1', null), { wrapper });
    act(() => result.current.submit({ code: ' ABC123 ' }));
    await pass();
    // Asked for while the code is checked.
    expect(asked).toEqual(['/register']);

    platform.answer();
    await pass();
    expect(location.history).toEqual(['/code']);
    expect(result.current.status).toBe('submitting');

    codeReady();
    await pass();
    expect(location.history).toEqual(['/code', '/register?code=ABC123&mer=m-1']);
  });
});
