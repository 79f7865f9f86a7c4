import { useCallback, useRef, useState } from 'react';
import { requestState, type RequestState } from '../../../data/kit/requestState';
import type { AboutText } from '../shared/aboutText';
import { useAboutTextQuery } from '../shared/useAboutText';
import { APP_VERSION, compareVersions } from './version';

/** The answer of "check for update". */
export type UpdateCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'upToDate' }
  | { status: 'newer'; version: string }
  /** The platform did not answer, or one of the two versions cannot be read. */
  | { status: 'failed' };

/** What the about-us page needs. */
export type AboutModel = {
  /** The platform's about-us text (about/get). */
  text: RequestState<AboutText>;
  /** The version of the running build; null when the build did not say. */
  appVersion: string | null;
  /** The last update check. */
  update: UpdateCheck;
  /** Asks the platform for its version again and compares (one check at a time). */
  onCheckUpdate: () => void;
};

/** Compares the running build with the version the platform announces. */
export function updateVerdict(
  appVersion: string | null,
  serverVersion: string | null,
): UpdateCheck {
  if (appVersion === null || serverVersion === null) return { status: 'failed' };
  const order = compareVersions(serverVersion, appVersion);
  if (order === null) return { status: 'failed' };
  return order > 0 ? { status: 'newer', version: serverVersion } : { status: 'upToDate' };
}

/** /aboutUs: the about-us text, the app version and "check for update". */
export function useAbout(appVersion: string | null = APP_VERSION): AboutModel {
  const query = useAboutTextQuery('about');
  const { refetch } = query;
  const [update, setUpdate] = useState<UpdateCheck>({ status: 'idle' });
  const inFlight = useRef(false);

  const onCheckUpdate = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setUpdate({ status: 'checking' });
    void refetch()
      .then((result) =>
        setUpdate(
          updateVerdict(appVersion, result.isError ? null : (result.data?.serverVersion ?? null)),
        ),
      )
      .finally(() => {
        inFlight.current = false;
      });
  }, [refetch, appVersion]);

  return {
    text: requestState(query, (text) => text.title === '' && text.html.trim() === ''),
    appVersion,
    update,
    onCheckUpdate,
  };
}
