import { zodResolver } from '@hookform/resolvers/zod';
import { priceRangeSchema } from './priceRange.schema';

/** The price filter's checks, loaded when the merchant first applies it (see lazyResolver). */
export const priceRangeResolver = zodResolver(priceRangeSchema);
