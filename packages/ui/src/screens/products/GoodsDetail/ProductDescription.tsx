import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';

/**
 * The description is HTML written on the platform's side: it is sanitised with DOMPurify before
 * it reaches the DOM, so no script, style, frame, event handler (on*) or javascript: URL of
 * the server can run or restyle the app. DOMPurify is loaded only when a description is shown.
 */
let purifier: Promise<(html: string) => string> | null = null;

function loadSanitizer(): Promise<(html: string) => string> {
  purifier ??= import('dompurify').then(({ default: createDOMPurify }) => {
    // A private instance, so these hooks never leak into anyone else's sanitising.
    const purify = createDOMPurify(window);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName.startsWith('on')) data.keepAttr = false;
    });
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'IMG') {
        // Slow networks: description pictures download when scrolled to.
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    return (html: string): string =>
      purify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: [
          'script',
          'style',
          'iframe',
          'frame',
          'frameset',
          'object',
          'embed',
          'link',
          'meta',
          'base',
          'form',
          'input',
          'button',
          'textarea',
          'select',
        ],
        FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
        ALLOW_DATA_ATTR: false,
      });
  });
  // A failed download (offline) must not stick: the next attempt imports again.
  purifier.catch(() => {
    purifier = null;
  });
  return purifier;
}

/** Sanitises server HTML (javascript: and other unsafe URLs are dropped by DOMPurify's defaults). */
async function sanitizeDescription(html: string): Promise<string> {
  const sanitize = await loadSanitizer();
  return sanitize(html);
}

const Content = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p,
  ul,
  ol {
    margin: ${({ theme }) => theme.space.sm} 0;
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.xl};
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
    border-radius: ${({ theme }) => theme.radii.md};
  }

  a {
    color: ${({ theme }) => theme.colors.accent.text};
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
  gap: ${({ theme }) => theme.space.sm};
`;

type ProductDescriptionProps = {
  /** The server's HTML, unsanitised. */
  html: string;
};

/** The product description: the server's HTML, sanitised, then rendered. */
export function ProductDescription({ html }: ProductDescriptionProps) {
  const { t } = useTranslation('common');
  // `html` null: the sanitiser could not be loaded (then nothing is shown but a retry).
  const [clean, setClean] = useState<{ source: string; html: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    sanitizeDescription(html).then(
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
      <Placeholder aria-busy="true">
        <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
        <SkeletonLine width="90%" />
        <SkeletonLine width="75%" />
        <SkeletonLine width="60%" />
      </Placeholder>
    );
  }
  // Safe: `clean.html` is the output of DOMPurify above, never the raw server string.
  return <Content dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
