/**
 * The one sanitiser of server HTML (product descriptions, announcements, messages): DOMPurify,
 * loaded on first use so it stays out of the first paint. No script, style, frame, form, event
 * handler (on*) or javascript: URL of the server can run or restyle the app; pictures load
 * lazily and links open outside the app.
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
        // Slow networks: pictures download when scrolled to.
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

/** Sanitises server HTML; rejects when DOMPurify could not be loaded (never returns it raw). */
export async function sanitizeHtml(html: string): Promise<string> {
  const sanitize = await loadSanitizer();
  return sanitize(html);
}
