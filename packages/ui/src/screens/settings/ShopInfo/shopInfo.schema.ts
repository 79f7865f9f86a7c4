import { z } from 'zod/mini';
import type { UploadedImage } from '../../../primitives/ImageUploader';
import { message, stop } from '../shared/validation';

/** The longest texts the platform accepts (characters). */
export const SHOP_LIMITS = { name: 50, address: 200, introduction: 500, welcome: 200 } as const;

// Digits with an optional leading +, 6 to 20 of them: what the platform stores as the phone.
const PHONE = /^\+?\d{6,20}$/;

/** /baseinfo: logo, name, phone, address, introduction and welcome message. */
export const shopInfoSchema = z.object({
  logo: z
    .custom<UploadedImage | null>(
      (value) => value === null || (typeof value === 'object' && 'url' in value),
    )
    .check(z.refine((value) => value !== null, message('settings:validation.logoRequired'))),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, stop('settings:validation.shopNameRequired')),
      z.maxLength(SHOP_LIMITS.name, message('settings:validation.shopNameTooLong')),
    ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, stop('settings:validation.phoneRequired')),
      z.regex(PHONE, message('settings:validation.phoneInvalid')),
    ),
  address: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, stop('settings:validation.addressRequired')),
      z.maxLength(SHOP_LIMITS.address, message('settings:validation.addressTooLong')),
    ),
  introduction: z
    .string()
    .check(
      z.trim(),
      z.maxLength(SHOP_LIMITS.introduction, message('settings:validation.introductionTooLong')),
    ),
  welcome: z
    .string()
    .check(
      z.trim(),
      z.maxLength(SHOP_LIMITS.welcome, message('settings:validation.welcomeTooLong')),
    ),
});

/** What the shop information form holds. */
export type ShopInfoValues = z.input<typeof shopInfoSchema>;
