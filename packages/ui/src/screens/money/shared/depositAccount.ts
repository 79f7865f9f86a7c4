import type { components } from '@merchant/api';
import { readRecord, readText } from '../../../data/kit/read';

type WireAccount = components['schemas']['DepositAccount'];

/** The platform's bank account a bank transfer is paid into (getBlockchain `type` 0). */
export type BankAccount = { bankName: string; holder: string; accountNo: string };

/** The platform's address a crypto deposit is sent to (getBlockchain `type` 1). */
export type CryptoAccount = { address: string; network: string };

/** A required text of the platform's account: never shown or sent empty. */
function required(value: unknown, what: string): string {
  const text = readText(value).trim();
  if (text === '') throw new TypeError(`deposit account without ${what}`);
  return text;
}

/**
 * Parses getBlockchain's `type` 0 answer `{blockchain (the bank's name), name, account}`; an
 * account without any of them is a malformed answer (nothing empty is shown or sent).
 */
export function parseBankAccount(data: WireAccount): BankAccount {
  const record = readRecord(data as components['schemas']['BankDepositAccount']);
  return {
    bankName: required(record.blockchain, 'bank name'),
    holder: required(record.name, 'holder'),
    accountNo: required(record.account, 'account number'),
  };
}

/**
 * Parses getBlockchain's `type` 1 answer `{url, account, network}`: the address and its network
 * (the QR code is drawn from the address itself, so what is scanned is what is shown).
 */
export function parseCryptoAccount(data: WireAccount): CryptoAccount {
  const record = readRecord(data as components['schemas']['CryptoDepositAccount']);
  return {
    address: required(record.account, 'address'),
    network: required(record.network, 'network'),
  };
}
