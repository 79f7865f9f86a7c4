import { useEffect, useRef } from 'react';
import { useLazyForm, type LazyForm } from '../../../data/kit/lazyForm';
import type { OrderSearchValues } from './orderSearch.schema';

/**
 * The search by order number (a form on the list's first screen: see useLazyForm). The search
 * in force shows in the field, also when it is cleared or comes back with Back.
 */
export function useOrderSearch(
  search: string,
  onSearch: (search: string) => void,
): LazyForm<OrderSearchValues> {
  const form = useLazyForm({
    defaults: { search },
    load: () => import('./orderSearch.schema').then((m) => m.orderSearchSchema),
    onValid: (values) => onSearch(values.search),
    unavailable: 'common:state.error.network',
  });
  const { reset } = form;
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    reset({ search });
  });
  return form;
}
