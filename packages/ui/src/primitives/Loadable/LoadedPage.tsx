import type { ReactNode } from 'react';
import type { RequestState } from '../../data/kit/requestState';
import { NavBar } from '../NavBar';
import { Page } from '../Page';
import { Loadable } from './Loadable';

/** The props of a page's view that shows one read, as its screen gives them. */
export type LoadedViewProps<T> = {
  /** What the page shows, or its loading or failure. */
  state: RequestState<T>;
  /** Back to the previous page. */
  onBack: () => void;
};

type LoadedPageProps<T> = LoadedViewProps<T> & {
  /** The page's title. */
  title: string;
  /** Drawn while the read loads. */
  skeleton: ReactNode;
  /** The page's content once read. */
  children: (data: T) => ReactNode;
};

/** A page that shows one read: the title with back, then `Loadable`'s states or the content. */
export function LoadedPage<T>({ title, onBack, state, skeleton, children }: LoadedPageProps<T>) {
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />}>
      <Loadable state={state} skeleton={skeleton}>
        {children}
      </Loadable>
    </Page>
  );
}
