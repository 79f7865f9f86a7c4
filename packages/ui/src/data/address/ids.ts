import { useSearchParams } from 'wouter';

/**
 * The id a detail page reads from its address (`/orderDetail?id=12`): a positive whole number,
 * or null for anything else (missing, "abc", "-1", "1.5", "12abc").
 */
export function parseIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}

/** The id in the page's address (`?id=12`, or the parameter `name`), or null (parseIdParam). */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  return parseIdParam(params.get(name));
}
