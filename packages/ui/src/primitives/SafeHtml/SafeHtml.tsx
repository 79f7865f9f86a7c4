import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sanitizeHtml } from '../../data/format/sanitizeHtml';
import { SkeletonLine } from '../Skeleton';
import { StateBlock } from '../StateBlock';
import { VisuallyHidden } from '../VisuallyHidden';
import { tokens } from '../../theme/cssTokens';

// Server HTML (product descriptions, about pages, messages) goes through the app's one
// sanitiser (`data/format/sanitizeHtml`, DOMPurify loaded on first use) before it touches the page.
const Content = styled.div`
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.body};
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin: ${tokens.space.sm} 0;
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
  }

  p,
  ul,
  ol {
    margin: ${tokens.space.sm} 0;
  }

  ul,
  ol {
    padding-inline-start: ${tokens.space.xl};
  }

  ul {
    list-style: disc;
  }

  ol {
    list-style: decimal;
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${tokens.radii.md};
  }

  a {
    color: ${tokens.colors.accent.text};
    text-decoration: underline;
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

type SafeHtmlProps = {
  /** The server's HTML, unsanitised: it is never put on the page as it is. */
  html: string;
  /** Class name, so a parent can place it. */
  className?: string;
};

/**
 * HTML written on the platform's side, shown safely: sanitised first (no script, event
 * handler, frame, form, style or `javascript:` link; links open outside the app with
 * `rel="noopener noreferrer"`), a skeleton meanwhile, a retry when the sanitiser cannot load.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const { t } = useTranslation('common');
  // `html` null: the sanitiser could not be loaded (then nothing is shown but a retry).
  const [clean, setClean] = useState<{ source: string; html: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    sanitizeHtml(html).then(
      (result) => {
        if (current) setClean({ source: html, html: result });
      },
      () => {
        if (current) setClean({ source: html, html: null });
      },
    );
    return () => {
      current = false;
    };
  }, [html, attempt]);

  if (clean !== null && clean.source === html && clean.html === null) {
    return (
      <StateBlock
        kind="error"
        layout="inline"
        onRetry={() => {
          setClean(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (clean === null || clean.source !== html || clean.html === null) {
    return (
      <Placeholder aria-busy="true" className={className}>
        <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
        <SkeletonLine width="90%" />
        <SkeletonLine width="75%" />
        <SkeletonLine width="60%" />
      </Placeholder>
    );
  }
  // Safe: `clean.html` is the output of DOMPurify above, never the raw server string.
  return <Content className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
