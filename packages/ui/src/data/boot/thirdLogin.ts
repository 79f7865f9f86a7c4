import { ApiError, isApiError, type components } from '@merchant/api';
import { apiClient } from '../kit/client';
import { session } from './session';

/**
 * Why the third-party exchange gave no session: no shop is registered for the identity, its
 * shop is in review, or its application was rejected.
 */
export type ThirdStatus = 'notRegistered' | 'pending' | 'rejected';

/** The platform's numbers of the statuses (`data.status`), also the invitation page's `?status=`. */
const STATUS_CODES: Record<ThirdStatus, string> = {
  notRegistered: '-1',
  pending: '0',
  rejected: '-2',
};

/** The `status` of the invitation page's address for a status. */
export function thirdStatusParam(status: ThirdStatus): string {
  return STATUS_CODES[status];
}

/** The status an invitation page's `?status=` names, or null (the page opened from login). */
export function parseThirdStatus(param: string | null): ThirdStatus | null {
  const found = Object.entries(STATUS_CODES).find(([, code]) => code === param?.trim());
  return found ? (found[0] as ThirdStatus) : null;
}

/** What the exchange gave: a session (now stored), or the status of the identity's shop. */
export type ThirdOutcome = { kind: 'session' } | { kind: 'status'; status: ThirdStatus };

/**
 * The third-party exchange: POST third with the start-up address's `data` (and its `code` and
 * `mer`, '' when absent). `code` 1: the session is stored (the payload is no longer needed).
 * `code` 0: the payload is kept for the registration, and `data.status` says why there is no
 * session (-1 or no `data`: not registered, 0 in review, -2 rejected). Any other failure, or a
 * success without a token, rejects (an ApiError).
 */
export async function exchangeThird(data: string, code = '', mer = ''): Promise<ThirdOutcome> {
  try {
    const { data: envelope } = await apiClient.POST('/merchant/merchant/third', {
      body: { data, code, mer },
    });
    const result: unknown = envelope?.data;
    const merinfo =
      typeof result === 'object' && result !== null && 'merinfo' in result
        ? (result as components['schemas']['LoginResult']).merinfo
        : undefined;
    if (typeof merinfo?.token !== 'string' || merinfo.token === '') {
      throw new ApiError('malformed');
    }
    session.set({ token: merinfo.token, merInfo: merinfo, data: null });
    return { kind: 'session' };
  } catch (error) {
    if (!isApiError(error, 'business') || error.code !== 0) throw error;
    const raw = (error.data as { status?: unknown } | undefined)?.status;
    const status = raw === undefined ? 'notRegistered' : parseThirdStatus(String(raw));
    if (status === null) throw new ApiError('malformed', { msg: error.msg, code: 0 });
    session.set({ data });
    return { kind: 'status', status };
  }
}
