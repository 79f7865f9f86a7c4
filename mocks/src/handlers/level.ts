/**
 * Level: seller levels (upgrade) and the express lane (packages, purchase, purchases). Both
 * purchases are paid from the balance after a passed verify_pay (`requirePayCheck`) and are
 * refused for a closed shop.
 */
import { toUnix } from '../fixtures/time.ts';
import { formatMoney } from '../money.ts';
import { moveMoney } from '../state/money.ts';
import { db, nextId } from '../state/store.ts';
import type { ExpressPurchase } from '../types.ts';
import { requirePayCheck } from './account/payPassword.ts';
import { MSG, done, int, ok, operation, pageOf, paging, refuse } from './common.ts';

/** 1 while the package's hours since the purchase have not passed on the platform clock, else 2. */
function purchaseStatus(purchase: ExpressPurchase): 1 | 2 {
  const state = db();
  const hours = state.expressPackages.find((p) => p.id === purchase.train_id)?.hour ?? 0;
  return toUnix(purchase.createtime) + hours * 3600 > state.clock ? 1 : 2;
}

export const levelHandlers = [
  operation({ operationId: 'listLevels', method: 'get', path: '/merchant/index/level' }, () =>
    ok(
      db().levels.map((l) => ({
        level_id: l.level_id,
        name: l.name,
        image: l.image,
        price: formatMoney(l.priceCents),
        rate: l.rate,
        product_num: l.product_num,
      })),
    ),
  ),

  operation(
    { operationId: 'upgradeLevel', method: 'post', path: '/merchant/index/upgrade' },
    ({ request, input }) => {
      const state = db();
      const level = state.levels.find((l) => l.level_id === int(input, 'level_id'));
      if (!level) return refuse('The level does not exist');
      if (level.level_id <= state.merchant.mer_level)
        return refuse('You are already at this level or higher');
      if (state.merchant.status !== 1) return refuse(MSG.closed);
      const unchecked = requirePayCheck(request);
      if (unchecked) return unchecked;
      if (level.priceCents > state.merchant.balanceCents) return refuse(MSG.insufficient);
      moveMoney({
        cents: level.priceCents,
        pm: 0,
        type: 'level',
        title: 'Level upgrade',
        memo: `Upgraded to ${level.name}`,
      });
      state.merchant.mer_level = level.level_id;
      return done('Upgraded successfully');
    },
  ),

  operation(
    { operationId: 'listExpressPackages', method: 'get', path: '/merchant/index/train' },
    () =>
      ok(
        db().expressPackages.map((p) => ({
          id: p.id,
          name: p.name,
          price: formatMoney(p.priceCents),
          hour: p.hour,
          order_num: p.order_num,
        })),
      ),
  ),

  operation(
    { operationId: 'buyExpressPackage', method: 'post', path: '/merchant/index/buy_train' },
    ({ request, input }) => {
      const state = db();
      const pack = state.expressPackages.find((p) => p.id === int(input, 'id'));
      if (!pack) return refuse('The package does not exist');
      if (state.merchant.status !== 1) return refuse(MSG.closed);
      const unchecked = requirePayCheck(request);
      if (unchecked) return unchecked;
      if (pack.priceCents > state.merchant.balanceCents) return refuse(MSG.insufficient);
      const bill = moveMoney({
        cents: pack.priceCents,
        pm: 0,
        type: 'train',
        title: 'Express lane',
        memo: `Bought ${pack.name}`,
      });
      state.expressPurchases.unshift({
        id: nextId('purchase'),
        moneyCents: pack.priceCents,
        type: 'train',
        memo: `Bought ${pack.name}`,
        createtime: bill.createtime,
        train_id: pack.id,
      });
      return done('Purchased successfully');
    },
  ),

  operation(
    { operationId: 'listExpressPurchases', method: 'get', path: '/merchant/index/buy_train_bill' },
    ({ input }) => {
      const state = db();
      const rows = state.expressPurchases;
      return ok({
        count: rows.length,
        list: pageOf(rows, paging(input)).map((p) => ({
          id: p.id,
          money: formatMoney(p.moneyCents),
          type: p.type,
          memo: p.memo,
          createtime: p.createtime,
          status: purchaseStatus(p),
          train: { name: state.expressPackages.find((pack) => pack.id === p.train_id)?.name ?? '' },
        })),
      });
    },
  ),
];
