/**
 * The id a detail page reads from its address (`/orderDetail?id=12`): a positive whole number,
 * or null for anything else (missing, "abc", "-1", "1.5", "12abc").
 */
export function parseIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}
