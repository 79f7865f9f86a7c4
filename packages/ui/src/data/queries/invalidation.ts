import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { keys, type EntityName } from './keys';

/**
 * What each mutation changes, named once: after it answers (success or failure, since a failed
 * answer may still have changed something), these entities are fetched again.
 */
export const INVALIDATES = {
  pick: ['orders', 'orderDetail', 'merchant'],
  shelf: ['shopProducts', 'hotProducts'],
  addProducts: ['catalogue', 'shopProducts', 'hotProducts'],
  readNotice: ['notices', 'merchant'],
  deposit: ['deposits', 'bill', 'merchant'],
  withdraw: ['withdrawals', 'withdrawInfo', 'bill', 'merchant'],
  bankCards: ['bankCards'],
  upgradeLevel: ['levels', 'merchant', 'bill'],
  buyExpress: ['expressPurchases', 'merchant', 'bill'],
  donate: ['donations', 'merchant', 'bill'],
  signIn: ['signIn', 'merchant'],
  shopInfo: ['merchant'],
  banners: ['storeSettings'],
  socialLinks: ['storeSettings'],
  payPassword: ['merchant'],
} as const satisfies Record<string, readonly EntityName[]>;

/** A mutation's name in `INVALIDATES`. */
export type MutationName = keyof typeof INVALIDATES;

/** Refetches what a mutation changed; resolves when every refetch has settled. */
export function useInvalidate(): (mutation: MutationName) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (mutation: MutationName) => {
      await Promise.all(
        INVALIDATES[mutation].map((name) =>
          queryClient.invalidateQueries({ queryKey: keys[name] }),
        ),
      );
    },
    [queryClient],
  );
}
