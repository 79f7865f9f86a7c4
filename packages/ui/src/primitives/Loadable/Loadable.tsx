import type { ReactNode } from 'react';
import type { RequestState } from '../../data/kit/requestState';
import { FailureBlock } from '../FailureBlock';
import { Skeleton } from '../Skeleton';
import { StateBlock } from '../StateBlock';

type LoadableProps<T> = {
  /** The request state to draw. */
  state: RequestState<T>;
  /** Drawn once the data is there. */
  children: (data: T) => ReactNode;
  /** The skeleton of the real layout while loading (default: list rows). */
  skeleton?: ReactNode;
  /** Drawn when there is nothing to show (default: "no data"). */
  empty?: ReactNode;
  /** 'page' (default) or 'inline' for the failure and empty blocks. */
  layout?: 'page' | 'inline';
  /** The not-found title naming what is missing (see `FailureBlock`). */
  notFoundTitle?: string;
  /** The not-offered title naming the feature (see `FailureBlock`). */
  notOfferedTitle?: string;
};

/** Draws a request state: skeleton, failure block with retry, empty block, or the content. */
export function Loadable<T>({
  state,
  children,
  skeleton,
  empty,
  layout = 'page',
  notFoundTitle,
  notOfferedTitle,
}: LoadableProps<T>) {
  switch (state.status) {
    case 'loading':
      return <>{skeleton ?? <Skeleton variant="list" />}</>;
    case 'failed':
      return (
        <FailureBlock
          failure={state.failure}
          onRetry={state.retry}
          layout={layout}
          notFoundTitle={notFoundTitle}
          notOfferedTitle={notOfferedTitle}
        />
      );
    case 'empty':
      return <>{empty ?? <StateBlock kind="empty" layout={layout} />}</>;
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
