import { moneyToDecimalString, type Money, type components } from '@merchant/api';
import { $api } from '../../../data/api';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import { readCount, readList, readRecord, readText } from '../../../data/read';
import { allReady, requestState, selectData, type RequestState } from '../../../data/requestState';
import { uploadImage } from '../../../data/upload';
import type { UploadImage } from '../../../primitives/ImageUploader';
import type { DepositInfo } from '../shared/depositModel';
import { useDepositInfo } from '../shared/useDepositInfo';
import { useSubmitDeposit, type DepositSubmission } from '../shared/useSubmitDeposit';

/** A bank-card deposit (`recharge_type` 2) or a manual transfer (3), declared the same way. */
export type BankDepositWay = 'bank' | 'manual';

/** The merchant's default bank card: it names the payer of the transfer. */
export type PayerCard = { bankName: string; cardNo: string; holder: string };

/** What the bank-card deposit page shows. */
export type BankCardPage = {
  info: DepositInfo;
  /** The default card, or null: the merchant must set one first (SPEC section 5). */
  card: PayerCard | null;
  /** The balance now (null when unreadable: deposits are then refused). */
  balance: Money | null;
};

/** The bank-card deposit page's model. */
export type BankCardRechargeModel = {
  /** Bounds, receiving account, default card and balance. */
  page: RequestState<BankCardPage>;
  /** Sends the voucher photo. */
  upload: UploadImage;
  /** Submitting the form and its outcome. */
  submission: DepositSubmission;
};

function parseDefaultCard(data: components['schemas']['BankCard'][]): PayerCard | null {
  const card = readList(data)
    .map(readRecord)
    .find((c) => readCount(c.is_default) === 1 && readText(c.card_no) !== '');
  return card
    ? {
        bankName: readText(card.bank_name),
        cardNo: readText(card.card_no),
        holder: readText(card.real_name),
      }
    : null;
}

/**
 * /bankCardRecharge: the default bank card (GET /api/bankcard/getList, `is_default`), the
 * platform's receiving account and bounds (recharge_info) and the balance; the form sends
 * `recharge_type` 2 (3 for a manual transfer) with the default card's fields.
 */
export function useBankCardRecharge(way: BankDepositWay): BankCardRechargeModel {
  const cardsQuery = $api.useQuery('get', '/api/bankcard/getList', undefined, {
    select: selectData(parseDefaultCard),
  });
  const loaded = allReady(useDepositInfo(), requestState(cardsQuery), useMerchantProfile());
  const page: RequestState<BankCardPage> =
    loaded.status === 'ready'
      ? {
          ...loaded,
          data: { info: loaded.data[0], card: loaded.data[1], balance: loaded.data[2].balance },
        }
      : loaded;
  const card = page.status === 'ready' ? page.data.card : null;

  const submission = useSubmitDeposit(({ amount, voucher }) => ({
    price: moneyToDecimalString(amount),
    recharge_type: way === 'manual' ? 3 : 2,
    currency_type: 'USD',
    image: voucher.url,
    real_name: card?.holder ?? '',
    bank_card: card?.cardNo ?? '',
    bank_name: card?.bankName ?? '',
  }));

  return { page, upload: uploadImage, submission };
}
