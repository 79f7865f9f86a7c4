import { useQueryClient } from '@tanstack/react-query';
import { parseMoney, type Money } from '@merchant/api';
import { $api } from '../../../data/api';
import { session } from '../../../data/session';
import { LANGUAGES, normalizeLanguage, type LanguageCode } from '../../../i18n';

/** What the My tab shows of the merchant. */
export type MyProfile = {
  name: string;
  avatar: string;
  level: number;
  balance: Money | null;
  unread: number;
  open: boolean;
};

/** One language the merchant can choose. */
export type LanguageChoice = { code: LanguageCode; label: string; serverCode: string };

const LOCAL_LANGUAGES: LanguageChoice[] = LANGUAGES.map((l) => ({
  code: l.code,
  label: l.label,
  serverCode: l.code,
}));

/** The platform's languages (language_list) mapped to ours; the local list until then or on failure. */
function useLanguageChoices(): LanguageChoice[] {
  const query = $api.useQuery('get', '/merchant/merchant/language_list');
  const choices: LanguageChoice[] = [];
  for (const language of query.data?.data.list ?? []) {
    if (language.status !== 1) continue;
    const code = normalizeLanguage(language.file_name);
    if (!choices.some((c) => c.code === code)) {
      choices.push({ code, label: language.language_name, serverCode: language.file_name });
    }
  }
  return choices.length > 0 ? choices : LOCAL_LANGUAGES;
}

/** The merchant's profile for the My tab, the languages to offer, and logout. */
export function useMy() {
  const queryClient = useQueryClient();
  const query = $api.useQuery('get', '/merchant/merchant/getMerInfo');
  const languages = useLanguageChoices();
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
    languages,
    error: query.error,
    retry: () => void query.refetch(),
    logout: () => {
      session.clear();
      queryClient.clear();
    },
  };
}
