/** Account, the shop: the merchant profile and the shop settings (store, banners, links). */
import { displayable } from '../../state/account.ts';
import { db } from '../../state/store.ts';
import type { SocialLinks } from '../../types.ts';
import { done, ok, operation, refuse, text } from '../common.ts';
import { merchantInfo } from '../wire.ts';

const HTTPS_OR_EMPTY = /^(https:\/\/\S+)?$/;
const PHONE = /^\+?\d{6,20}$/;
const SOCIAL_KEYS = ['facebook', 'instagram', 'youtube', 'twitter', 'tiktok', 'whatsapp'] as const;
const BANNER_KEYS = ['image1', 'image2', 'image3'] as const;

/** The longest texts the store form accepts (characters). */
const STORE_LIMITS = { mer_name: 50, mer_address: 200, mer_info: 500, mark: 200 } as const;

/** One banner slot on the wire: the posted url and what screens show ('' both when empty). */
function bannerSlot(url: string) {
  return { url, fullurl: url === '' ? '' : displayable(url) };
}

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
      if (!PHONE.test(text(input, 'mer_phone'))) return refuse('Please enter a valid phone number');
      for (const [key, max] of Object.entries(STORE_LIMITS)) {
        if (text(input, key).length > max) return refuse(`Too long: at most ${max} characters`);
      }
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
      // Slots keep the order they were sent in; an empty one in the middle closes up.
      const urls = BANNER_KEYS.map((key) => text(input, key)).filter((url) => url !== '');
      const { merchant } = db();
      merchant.banners = [urls[0] ?? '', urls[1] ?? '', urls[2] ?? ''];
      return done('Saved');
    },
  ),

  operation(
    { operationId: 'saveSocialLinks', method: 'post', path: '/merchant/merchant/profile' },
    ({ input }) => {
      const { merchant } = db();
      for (const key of SOCIAL_KEYS) {
        if (!HTTPS_OR_EMPTY.test(text(input, key))) return refuse('Links must start with https://');
      }
      for (const key of SOCIAL_KEYS) if (key in input) merchant.social[key] = text(input, key);
      return done('Saved');
    },
  ),

  // Assumed operation: reads back what store_banner and profile saved.
  operation(
    { operationId: 'getStoreSettings', method: 'get', path: '/merchant/merchant/store_settings' },
    () => {
      const { merchant } = db();
      const [image1, image2, image3] = merchant.banners;
      const social: SocialLinks = { ...merchant.social };
      return ok({
        banners: {
          image1: bannerSlot(image1),
          image2: bannerSlot(image2),
          image3: bannerSlot(image3),
        },
        social,
      });
    },
  ),
];
