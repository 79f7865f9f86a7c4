import { useTranslation } from 'react-i18next';
import { $api } from '../../../data/kit/api';
import { usePaymentFlow, type PaymentFlowModel } from '../../../data/kit/paymentFlow';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import {
  allReady,
  requestState,
  selectData,
  type RequestState,
} from '../../../data/kit/requestState';
import { parseLevels, standingOf, type LevelRow, type LevelStanding } from './levelModel';

/** A level as the page shows it: its figures and where it stands for the merchant. */
export type LevelItem = LevelRow & {
  /** Reached, current or to buy; null while the merchant's level is unknown. */
  standing: LevelStanding | null;
};

/** What the level page shows once loaded. */
export type LevelPage = {
  levels: LevelItem[];
  /** The merchant's level as a name ("Silver Seller"), or null when it is not in the list. */
  currentName: string | null;
  /** The merchant's level number, or null when it cannot be read. */
  currentLevel: number | null;
};

/** What /level needs. */
export type LevelModel = {
  /** The levels and the merchant's own (both must be there). */
  page: RequestState<LevelPage>;
  /** True when the shop is closed: nothing can be bought. */
  shopClosed: boolean;
  /** Upgrading: the quote, the payment password and upgrade. */
  flow: PaymentFlowModel<number>;
  /** Starts upgrading to a level (only a level above the current one). */
  upgrade: (level: LevelItem) => void;
};

/**
 * /level: the seller levels (GET /merchant/index/level) against the merchant's level, and
 * upgrading through the one payment flow (quote, verify_pay, upgrade). Afterwards the profile is
 * refetched (`upgradeLevel`), so home and My show the new level without a reload.
 */
export function useLevel(): LevelModel {
  const { t } = useTranslation('growth');
  const levels = requestState(
    $api.useQuery('get', '/merchant/index/level', undefined, { select: selectData(parseLevels) }),
  );
  const merchant = useMerchantProfile();
  const upgradeCall = $api.useMutation('post', '/merchant/index/upgrade');
  const flow = usePaymentFlow(
    (levelId: number) => upgradeCall.mutateAsync({ body: { level_id: levelId } }),
    {
      successText: t('level.flow.done'),
      invalidates: 'upgradeLevel',
      // After a lost answer the profile's level says whether the upgrade was carried out.
      carriedOut: async (levelId, before, now) =>
        now.level === levelId ? true : now.level === before.level ? false : null,
    },
  );

  const both = allReady(levels, merchant);
  const page: RequestState<LevelPage> =
    both.status === 'ready'
      ? {
          ...both,
          data: (() => {
            const [rows, profile] = both.data;
            const current = profile.level;
            return {
              levels: rows.map((row) => ({ ...row, standing: standingOf(row, current) })),
              currentName: rows.find((row) => row.id === current)?.name ?? null,
              currentLevel: current,
            };
          })(),
        }
      : both;

  return {
    page,
    shopClosed: merchant.status === 'ready' && !merchant.data.open,
    flow,
    upgrade: (level) => {
      if (level.standing !== 'upgrade') return;
      flow.start({ vars: level.id, label: level.name, amount: level.price });
    },
  };
}
