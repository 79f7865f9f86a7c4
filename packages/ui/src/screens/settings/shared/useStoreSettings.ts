import { $api } from '../../../data/kit/api';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseStoreSettings, type StoreSettings } from './storeSettings';

/** GET store_settings (assumed): the banners and links as saved, for the hub and their pages. */
export function useStoreSettings(): RequestState<StoreSettings> {
  const query = $api.useQuery('get', '/merchant/merchant/store_settings', undefined, {
    select: selectData(parseStoreSettings),
  });
  return requestState(query);
}
