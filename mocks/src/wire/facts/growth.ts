/** Seller levels and the express lane as the platform's public client reads them. */
import type { WireFact } from '../types.ts';

export const facts: WireFact[] = [
  {
    fact: 'level rows carry image, name, rate, product_num and price (no id is read)',
    operationId: 'listLevels',
    request: {},
    responds: ['[].image', '[].name', '[].rate', '[].product_num', '[].price'],
  },
  {
    fact: 'express-lane purchases carry train.name, createtime and money (no id or status is read)',
    operationId: 'listExpressPurchases',
    request: { query: { page: '1', limit: '10' } },
    responds: ['list[].train.name', 'list[].createtime', 'list[].money'],
  },
];
