import type { Money, components } from '@merchant/api';
import { moneyToDecimalString } from '@merchant/api';
import { $api } from '../../../data/api';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import { readCount, readId, readList, readRecord, readText } from '../../../data/read';
import { allReady, requestState, selectData, type RequestState } from '../../../data/requestState';
import { uploadImage } from '../../../data/upload';
import type { UploadImage } from '../../../primitives/ImageUploader';
import type { DepositInfo } from '../shared/depositModel';
import { useDepositInfo } from '../shared/useDepositInfo';
import { useSubmitDeposit, type DepositSubmission } from '../shared/useSubmitDeposit';

/** A blockchain network open for deposits (getBlockchain, `status` 1). */
export type DepositNetwork = { id: number; name: string; network: string };

/** What the blockchain deposit page shows before the merchant's address. */
export type BlockchainPage = {
  networks: DepositNetwork[];
  info: DepositInfo;
  /** The balance now (null when unreadable: deposits are then refused). */
  balance: Money | null;
};

/** The blockchain deposit page's model. */
export type BlockchainRechargeModel = {
  /** Networks, deposit bounds and balance; 'empty' when no network is open. */
  page: RequestState<BlockchainPage>;
  /** The network shown: the one asked for when open, else the first. */
  network: string | null;
  /** The merchant's deposit address on that network. */
  address: RequestState<string>;
  /** Sends the voucher photo. */
  upload: UploadImage;
  /** Submitting the form and its outcome. */
  submission: DepositSubmission;
};

function parseNetworks(data: components['schemas']['DepositChannel'][]): DepositNetwork[] {
  return readList(data)
    .map(readRecord)
    .filter((channel) => readCount(channel.status) === 1 && readText(channel.network) !== '')
    .map((channel) => ({
      id: readId(channel.id),
      name: readText(channel.name) || readText(channel.network),
      network: readText(channel.network),
    }));
}

function parseAddress(data: components['schemas']['DepositAddress']): string {
  const address = readText(readRecord(data).address).trim();
  if (address === '') throw new TypeError('no deposit address');
  return address;
}

/**
 * /blockchainRecharge: the open networks (getBlockchain), the merchant's address on the chosen
 * one (POST /new/api/mer/getAddress `{network}`), the bounds (recharge_info) and the balance;
 * the form sends `recharge_type` 1 with the network and that address.
 */
export function useBlockchainRecharge(asked: string | null): BlockchainRechargeModel {
  const networksQuery = $api.useQuery('get', '/merchant/merchant/getBlockchain', undefined, {
    select: selectData(parseNetworks),
  });
  const networks = requestState(networksQuery, (list) => list.length === 0);
  const info = useDepositInfo();
  const profile = useMerchantProfile();
  const loaded = allReady(networks, info, profile);
  const page: RequestState<BlockchainPage> =
    networks.status === 'empty'
      ? networks
      : loaded.status === 'ready'
        ? {
            ...loaded,
            data: {
              networks: loaded.data[0],
              info: loaded.data[1],
              balance: loaded.data[2].balance,
            },
          }
        : loaded;

  const open = networks.status === 'ready' ? networks.data : [];
  const network = open.find((n) => n.network === asked)?.network ?? open[0]?.network ?? null;
  const addressQuery = $api.useQuery(
    'post',
    '/new/api/mer/getAddress',
    { body: { network: network ?? '' } },
    { enabled: network !== null, select: selectData(parseAddress) },
  );
  const address = requestState(addressQuery);
  const sentTo = address.status === 'ready' ? address.data : '';

  const submission = useSubmitDeposit(({ amount, voucher }) => ({
    price: moneyToDecimalString(amount),
    recharge_type: 1,
    currency_type: 'USDT',
    image: voucher.url,
    network: network ?? '',
    blockchain: sentTo,
  }));

  return { page, network, address, upload: uploadImage, submission };
}
