/** Account, the shop: the merchant profile and the shop settings (store, banners, links). */
import { displayable } from '../../state/account.ts';
import { db } from '../../state/store.ts';
import { done, ok, operation, refuse, text } from '../common.ts';
import { merchantInfo } from '../wire.ts';

const HTTPS_OR_EMPTY = /^(https:\/\/\S+)?$/;

export const shopHandlers = [
  operation(
    { operationId: 'getMerchantInfo', method: 'get', path: '/merchant/merchant/getMerInfo' },
    () => ok(merchantInfo()),
  ),

  operation(
    { operationId: 'saveStore', method: 'post', path: '/merchant/merchant/store' },
    ({ input }) => {
      const required: [string, string][] = [
        ['mer_avatar', 'Please upload the shop logo'],
        ['mer_name', 'Please enter the shop name'],
        ['mer_phone', 'Please enter the phone number'],
        ['mer_address', 'Please enter the shop address'],
      ];
      for (const [key, message] of required) if (text(input, key) === '') return refuse(message);
      const { merchant } = db();
      merchant.mer_avatar = displayable(text(input, 'mer_avatar'));
      merchant.mer_name = text(input, 'mer_name');
      merchant.mer_phone = text(input, 'mer_phone');
      merchant.mer_address = text(input, 'mer_address');
      if (typeof input.mer_info === 'string') merchant.mer_info = input.mer_info.trim();
      if (typeof input.mark === 'string') merchant.mark = input.mark.trim();
      return done('Saved');
    },
  ),

  operation(
    { operationId: 'saveStoreBanner', method: 'post', path: '/merchant/merchant/store_banner' },
    ({ input }) => {
      const first = text(input, 'image1');
      if (first === '') return refuse('Please upload at least one banner');
      const { merchant } = db();
      merchant.banners = [
        displayable(first),
        displayable(text(input, 'image2')),
        displayable(text(input, 'image3')),
      ];
      return done('Saved');
    },
  ),

  operation(
    { operationId: 'saveSocialLinks', method: 'post', path: '/merchant/merchant/profile' },
    ({ input }) => {
      const { merchant } = db();
      const keys = ['facebook', 'instagram', 'youtube', 'twitter', 'tiktok', 'whatsapp'] as const;
      for (const key of keys) {
        if (!HTTPS_OR_EMPTY.test(text(input, key))) return refuse('Links must start with https://');
      }
      for (const key of keys) if (key in input) merchant.social[key] = text(input, key);
      return done('Saved');
    },
  ),
];
