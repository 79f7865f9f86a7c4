// zod/mini, as every form here: classic zod would add its own code to the forms' shared file.
import { z } from 'zod/mini';

/** Order numbers are letters and digits (SO202611200001); part of one is enough to search. */
export const orderSearchSchema = z.object({
  search: z
    .string()
    .check(
      z.trim(),
      z.maxLength(32, 'list.search.tooLong'),
      z.regex(/^[A-Za-z0-9-]*$/, 'list.search.invalid'),
    ),
});

/** The search form's values. */
export type OrderSearchValues = z.infer<typeof orderSearchSchema>;
