import { useTranslation } from 'react-i18next';
import { useFailureText, type Failure } from '../../data/kit/failure';
import { useDeviceOffline } from '../../data/boot/deviceOnline';
import { PATHS } from '../../data/address/paths';
import { LinkButton } from '../LinkButton';
import { StateBlock } from '../StateBlock';

type FailureBlockProps = {
  /** What went wrong (from a request state or a paged list). */
  failure: Failure;
  /** Asks again; adds the retry button. */
  onRetry?: () => void;
  /** 'page' fills the screen (default); 'inline' inside a card or a tab. */
  layout?: 'page' | 'inline';
  /** The not-found title naming what is missing ("product not found"; default "not found"). */
  notFoundTitle?: string;
  /** The not-offered title naming the feature ("social media"; default "feature not offered"). */
  notOfferedTitle?: string;
};

/**
 * The one block for every failure: offline and timeout show the offline drawing, a missing
 * record the not-found block, a feature this platform does not offer says so with the way home
 * (on a whole page) and no retry, everything else the error block with the server's words or a
 * translated sentence. The same failure reads the same on every screen.
 */
export function FailureBlock({
  failure,
  onRetry,
  layout = 'page',
  notFoundTitle,
  notOfferedTitle,
}: FailureBlockProps) {
  const { t } = useTranslation('app');
  const failureText = useFailureText();
  const offline = useDeviceOffline();
  if (failure.kind === 'offline') {
    // With the device offline, nothing to show means it was never loaded here (what was
    // loaded before is shown from the device instead of this block).
    return (
      <StateBlock
        kind="offline"
        description={offline ? t('lastSeen.neverLoaded') : undefined}
        onRetry={onRetry}
        layout={layout}
      />
    );
  }
  if (failure.kind === 'timeout') {
    return (
      <StateBlock
        kind="offline"
        description={t('error.timeout')}
        onRetry={onRetry}
        layout={layout}
      />
    );
  }
  if (failure.kind === 'notOffered') {
    // Retrying cannot make the platform offer it; a part of a page keeps the rest of the page.
    return (
      <StateBlock
        kind="notOffered"
        title={notOfferedTitle}
        action={
          layout === 'page' ? (
            <LinkButton href={PATHS.home}>{t('notOffered.action')}</LinkButton>
          ) : undefined
        }
        layout={layout}
      />
    );
  }
  if (failure.kind === 'notFound') {
    // The server's reason when it gave one ("the order does not exist"), else the default line.
    return (
      <StateBlock
        kind="notFound"
        title={notFoundTitle}
        description={failure.serverMessage ?? undefined}
        layout={layout}
      />
    );
  }
  return (
    <StateBlock kind="error" description={failureText(failure)} onRetry={onRetry} layout={layout} />
  );
}
