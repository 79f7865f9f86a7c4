import type { components } from '@merchant/api';
import { readCount, readId, readList, readText } from '../../../data/kit/read';

type WireBankCard = components['schemas']['BankCard'];

/** One of the merchant's bank cards, parsed once. */
export type BankCardRow = {
  id: number;
  bankName: string;
  /** The full card number (sent with a withdrawal; shown masked). */
  cardNo: string;
  /** The account holder ('' when the server sent none). */
  holder: string;
  /** The default card (deposits are paid from it; withdrawals start with it). */
  isDefault: boolean;
};

/** Wire card -> row (throws on a card without an id: a malformed answer). */
export function parseBankCard(card: WireBankCard): BankCardRow {
  return {
    id: readId(card.id),
    bankName: readText(card.bank_name),
    cardNo: readText(card.card_no),
    holder: readText(card.real_name),
    isDefault: readCount(card.is_default) === 1,
  };
}

/** getList's data: the cards, the default one first (a list that is not an array is malformed). */
export function parseBankCards(data: WireBankCard[]): BankCardRow[] {
  const cards = readList(data).map(parseBankCard);
  return [...cards.filter((c) => c.isDefault), ...cards.filter((c) => !c.isDefault)];
}

/** A card number as screens show it: only the last four digits ("**** 1234"). */
export function maskCardNumber(cardNo: string): string {
  const digits = cardNo.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `**** ${digits.slice(-4)}`;
}
