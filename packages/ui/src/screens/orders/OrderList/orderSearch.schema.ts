import { z } from 'zod';

/** Order numbers are letters and digits (SO202611200001); part of one is enough to search. */
export const orderSearchSchema = z.object({
  search: z
    .string()
    .trim()
    .max(32, 'list.search.tooLong')
    .regex(/^[A-Za-z0-9-]*$/, 'list.search.invalid'),
});

/** The search form's values. */
export type OrderSearchValues = z.infer<typeof orderSearchSchema>;
