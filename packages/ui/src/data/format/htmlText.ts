/**
 * The plain text of server HTML, for previews (a message's first line in a list). The result is
 * only ever rendered as text (React escapes it), never as markup, so no sanitiser is needed and
 * it works without a DOM: tags are dropped (script and style with their content), the common
 * entities decoded and white space collapsed.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const hex = name[1] === 'x' || name[1] === 'X';
    const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/** The text of an HTML fragment, on one line. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/<[^>]*$/, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of an HTML fragment cut to `max` characters (whole code points), with "…" when cut. */
export function htmlPreview(html: string, max = 80): string {
  const chars = Array.from(htmlToText(html));
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}
