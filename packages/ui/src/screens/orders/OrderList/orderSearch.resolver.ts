import { zodResolver } from '@hookform/resolvers/zod';
import { orderSearchSchema } from './orderSearch.schema';

/** The search form's checks, loaded when the merchant first searches (see lazyResolver). */
export const orderSearchResolver = zodResolver(orderSearchSchema);
