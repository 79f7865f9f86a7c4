import { failureKind, useErrorText } from '../../../data/errors';
import { StateBlock } from '../../../primitives/StateBlock';

type FailedStateProps = {
  /** What went wrong. */
  error: unknown;
  /** Asks again. */
  onRetry: () => void;
  /** 'inline' inside a tab or a card; 'page' fills the screen (default). */
  layout?: 'page' | 'inline';
};

/** The offline block (no network) or the error block with the failure's text, both with retry. */
export function FailedState({ error, onRetry, layout = 'page' }: FailedStateProps) {
  const errorText = useErrorText();
  const kind = failureKind(error);
  return (
    <StateBlock
      kind={kind}
      description={kind === 'offline' ? undefined : errorText(error)}
      onRetry={onRetry}
      layout={layout}
    />
  );
}
