import { useQueryClient } from '@tanstack/react-query';
import { parseMoney, type Money } from '@merchant/api';
import { $api } from '../../../data/api';
import { session } from '../../../data/session';

/** What the My tab shows of the merchant. */
export type MyProfile = {
  name: string;
  avatar: string;
  level: number;
  balance: Money | null;
  unread: number;
  open: boolean;
};

/** The merchant's profile for the My tab, and logout. */
export function useMy() {
  const queryClient = useQueryClient();
  const query = $api.useQuery('get', '/merchant/merchant/getMerInfo');
  const info = query.data?.data;
  const profile: MyProfile | null = info
    ? {
        name: info.mer_name,
        avatar: info.mer_avatar,
        level: info.mer_level,
        balance: parseMoney(info.mer_money),
        unread: info.unread_notice,
        open: info.status === 1,
      }
    : null;
  return {
    status: query.isPending
      ? ('loading' as const)
      : query.isError
        ? ('error' as const)
        : ('ready' as const),
    profile,
    error: query.error,
    retry: () => void query.refetch(),
    logout: () => {
      session.clear();
      queryClient.clear();
    },
  };
}
