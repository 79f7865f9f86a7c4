import { $api } from '../../../data/kit/api';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseBankCards, type BankCardRow } from './bankCardModel';

/** GET /api/bankcard/getList: the merchant's bank cards, the default first ('empty' without any). */
export function useBankCards(): RequestState<BankCardRow[]> {
  const query = $api.useQuery('get', '/api/bankcard/getList', undefined, {
    select: selectData(parseBankCards),
  });
  return requestState(query, (cards) => cards.length === 0);
}
