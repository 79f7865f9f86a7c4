/** The session and the merchant profile as the platform's public client uses them. */
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../fixtures/merchant.ts';
import type { WireFact } from '../types.ts';

export const facts: WireFact[] = [
  {
    fact: 'login takes {account, password} as JSON and answers the token in data.merinfo.token',
    operationId: 'login',
    request: { body: { account: DEMO_ACCOUNT, password: DEMO_PASSWORD }, loggedOut: true },
    rejects: [
      { body: { phone: DEMO_ACCOUNT, password: DEMO_PASSWORD } },
      { body: { account: DEMO_ACCOUNT } },
    ],
    responds: ['merinfo.token'],
  },
  {
    fact: 'the profile carries the fields the client reads',
    operationId: 'getMerchantInfo',
    request: {},
    responds: [
      'mer_avatar',
      'mer_name',
      'mer_id',
      'mer_email',
      'mer_money',
      'total_income',
      'unread_notice',
      'follow_count',
      'grade',
      'credit',
      'status',
      'mer_address',
      'mer_phone',
      'mer_info',
      'mark',
    ],
  },
];
