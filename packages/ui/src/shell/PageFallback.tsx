import { Skeleton } from '../primitives/Skeleton';

/** What shows while a route's screen chunk downloads: the shape of a page, not a spinner. */
export function PageFallback() {
  return <Skeleton variant="list" rows={6} />;
}
