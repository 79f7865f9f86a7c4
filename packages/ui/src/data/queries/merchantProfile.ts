import type { Money, components } from '@merchant/api';
import { $api } from '../kit/api';
import { readCount, readMoney, readRecord, readText } from '../kit/read';
import { requestState, selectData, type RequestState } from '../kit/requestState';
import { useIsLoggedIn } from '../boot/session';

type MerchantInfo = components['schemas']['MerchantInfo'];

/**
 * What the profile says of the payment password: `have_pay` 1 set, 0 not set, and unknown when
 * it is absent or unreadable (the platform's own client never reads it).
 */
export type PayPasswordState = 'set' | 'unset' | 'unknown';

/** The merchant's profile (GET /merchant/merchant/getMerInfo), parsed once for every screen. */
export type MerchantProfile = {
  id: number | null;
  name: string;
  /** Logo url. */
  avatar: string;
  realName: string;
  phone: string;
  email: string;
  address: string;
  /** Shop introduction. */
  introduction: string;
  /** Welcome message shown to visitors. */
  welcome: string;
  level: number | null;
  /** Null when the server's figure cannot be read: shown as "—", money actions refused. */
  balance: Money | null;
  totalIncome: Money | null;
  followers: number | null;
  /** Shop rating ("4.8"), or null when none was sent. */
  rating: number | null;
  credit: number | null;
  /** False when `status` is not 1: the store is closed. */
  open: boolean;
  /**
   * The payment password as far as the profile knows: a paid action asks to set one first only
   * when it is 'unset'; 'unknown' asks for the password and lets verify_pay decide.
   */
  payPassword: PayPasswordState;
  /** Unread messages. */
  unread: number;
  /** `custom_service`: a chat address, only a fallback of getChat ('' when none). */
  serviceUrl: string;
  /** The country given at registration ('' when not sent). */
  country: string;
  /** The ID card's photos (front, back) as urls to show; blanks left out. */
  idImages: string[];
};

/** Parses getMerInfo's data; a missing record is a malformed answer. */
export function parseMerchantProfile(data: MerchantInfo): MerchantProfile {
  const info = readRecord(data);
  const rating = readCount(info.grade);
  const havePay = readCount(info.have_pay);
  const payPassword: PayPasswordState = havePay === 1 ? 'set' : havePay === 0 ? 'unset' : 'unknown';
  return {
    id: readCount(info.mer_id),
    name: readText(info.mer_name),
    avatar: readText(info.mer_avatar),
    realName: readText(info.real_name),
    phone: readText(info.mer_phone),
    email: readText(info.mer_email),
    address: readText(info.mer_address),
    introduction: readText(info.mer_info),
    welcome: readText(info.mark),
    level: readCount(info.mer_level),
    balance: readMoney(info.mer_money),
    totalIncome: readMoney(info.total_income),
    followers: readCount(info.follow_count),
    rating,
    credit: readCount(info.credit),
    open: readCount(info.status) === 1,
    payPassword,
    unread: readCount(info.unread_notice) ?? 0,
    serviceUrl: readText(info.custom_service),
    country: readText(info.country),
    idImages: Array.isArray(info.images) ? info.images.map(readText).filter(Boolean) : [],
  };
}

/** The merchant's profile as a request state (one query, shared by home, My, the pick flow, the shell). */
export function useMerchantProfile(): RequestState<MerchantProfile> {
  const loggedIn = useIsLoggedIn();
  const query = $api.useQuery('get', '/merchant/merchant/getMerInfo', undefined, {
    enabled: loggedIn,
    select: selectData(parseMerchantProfile),
  });
  return requestState(query);
}
