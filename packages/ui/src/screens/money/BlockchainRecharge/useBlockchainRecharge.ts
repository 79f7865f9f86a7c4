import type { Money } from '@merchant/api';
import { moneyToDecimalString } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { checkPayoutAddress } from '../../../data/format/payoutAddress';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { uploadImage } from '../../../data/kit/upload';
import { parseCryptoAccount, type CryptoAccount } from '../shared/depositAccount';
import { useDepositInfo } from '../shared/useDepositInfo';
import { useSubmitDeposit, type DepositPageModel } from '../shared/useSubmitDeposit';

/** What the crypto deposit page shows: where to send and the balance. */
export type BlockchainPage = {
  /** The platform's address and its network. */
  account: CryptoAccount;
  /** The balance now; null while it is read or when it cannot be (a deposit does not need it). */
  balance: Money | null;
};

/** The blockchain deposit page's model. */
export type BlockchainRechargeModel = DepositPageModel<BlockchainPage>;

const CRYPTO = { params: { query: { type: '1' } } } as const;

/**
 * The platform's account, refused as a malformed answer when its address does not follow its
 * network's rules (a 0x address on TRC20, a failed checksum): nothing is shown to pay into, nor
 * sent. A network whose rules are unknown keeps its address as the platform gives it.
 */
function checkedAccount(data: Parameters<typeof parseCryptoAccount>[0]): CryptoAccount {
  const account = parseCryptoAccount(data);
  const problem = checkPayoutAddress(account.address, account.network);
  if (problem) throw new TypeError(`deposit address refused on ${account.network}: ${problem}`);
  return account;
}

/**
 * /blockchainRecharge: the platform's address (GET getBlockchain `type=1`: one `{url, account,
 * network}`, the address valid on its network) and the balance; the bounds (recharge_info) only add their line. The form sends
 * `recharge_type` 1 in USD with that network and address and the voucher's `fullurl`.
 */
export function useBlockchainRecharge(): BlockchainRechargeModel {
  const accountQuery = $api.useQuery('get', '/merchant/merchant/getBlockchain', CRYPTO, {
    select: selectData(checkedAccount),
  });
  const loaded = requestState(accountQuery);
  // The balance only adds the "balance after" lines: a failed or malformed profile leaves them out.
  const profile = useMerchantProfile();
  const balance = profile.status === 'ready' ? profile.data.balance : null;
  const page: RequestState<BlockchainPage> =
    loaded.status === 'ready' ? { ...loaded, data: { account: loaded.data, balance } } : loaded;
  const account = page.status === 'ready' ? page.data.account : null;

  const submission = useSubmitDeposit(({ amount, voucher, reference }) => ({
    image: voucher.url,
    price: moneyToDecimalString(amount),
    recharge_type: 1,
    currency_type: 'USD',
    network: account?.network ?? '',
    blockchain: account?.address ?? '',
    real_name: '',
    bank_card: '',
    bank_name: '',
    order: reference,
  }));

  return { page, bounds: useDepositInfo(), upload: uploadImage, submission };
}
