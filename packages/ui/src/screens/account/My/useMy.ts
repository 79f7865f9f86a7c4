import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS } from '../../../data/address/paths';
import { useLanguageChoice, type LanguageChoiceModel } from '../../../data/boot/languageChoice';
import { useMerchantProfile, type MerchantProfile } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';
import { session } from '../../../data/boot/session';

/** What the My tab needs. */
export type MyModel = {
  /** The merchant (header, balance, closed shop, unread messages, payment password). */
  profile: RequestState<MerchantProfile>;
  /** The languages to offer, the one shown, and the switch (live, remembered, sent to the platform). */
  language: LanguageChoiceModel;
  /** The payment-password page: set one when none is set yet, else change it. */
  payPasswordHref: string;
  /** Ends the session (after the merchant confirmed), then calls `onLoggedOut`. */
  onLogout: () => void;
};

/**
 * The My tab: the profile from the shared query, the kit's language choice, and logout, which
 * forgets every session key (token, profile, data, order count) and every cached answer.
 */
export function useMy(onLoggedOut: () => void): MyModel {
  const queryClient = useQueryClient();
  const profile = useMerchantProfile();
  const language = useLanguageChoice();
  const onLogout = useCallback(() => {
    session.clear();
    onLoggedOut();
    // After leaving: nothing of this merchant stays in memory for the next one.
    queryClient.clear();
  }, [queryClient, onLoggedOut]);
  const noPayPassword = profile.status === 'ready' && profile.data.payPassword === 'unset';
  return {
    profile,
    language,
    payPasswordHref: noPayPassword ? PATHS.setPaypwd : PATHS.changePayPassword,
    onLogout,
  };
}
