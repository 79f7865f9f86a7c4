/**
 * Offline, deterministic pictures: tiny inline SVG data URIs (no network, no files).
 */

/** Palette by hue name, so fixtures read as "a blue mug" rather than a hex code. */
export const palette = {
  sand: ['#f3e9dc', '#8a5a2b'],
  sky: ['#dcecf9', '#1f5f99'],
  mint: ['#dcf3e6', '#1f7a4d'],
  rose: ['#f9dde4', '#a3314f'],
  plum: ['#ece0f5', '#6a3a8c'],
  slate: ['#e3e7ec', '#37474f'],
  amber: ['#fdf0d2', '#9a6400'],
  teal: ['#d6f1ef', '#0f6b66'],
} as const;

export type Tone = keyof typeof palette;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A compact SVG data URI: single quotes, and only the characters URLs need escaped. */
function dataUri(svg: string): string {
  const body = svg
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')
    .replace(/ /g, '%20');
  return `data:image/svg+xml,${body}`;
}

/** Pictures are pure functions of their arguments: build each once, reuse it on every reset. */
const cache = new Map<string, string>();
function memo(key: string, build: () => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

/** Up to two initials of a product title ("Aurora Ceramic Mug" -> "AC"). */
function initials(label: string): string {
  return label
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A square product picture: tinted background, a rounded shape and the title's initials. */
export function productImage(title: string, tone: Tone, variant = 0): string {
  return memo(`p|${title}|${tone}|${variant}`, () => drawProduct(title, tone, variant));
}

function drawProduct(title: string, tone: Tone, variant: number): string {
  const [bg, fg] = palette[tone];
  const shape =
    variant % 3 === 0
      ? `<rect x="60" y="60" width="120" height="120" rx="24" fill="${fg}" opacity=".15"/>`
      : variant % 3 === 1
        ? `<circle cx="120" cy="120" r="66" fill="${fg}" opacity=".15"/>`
        : `<path d="M120 50 190 180H50z" fill="${fg}" opacity=".15"/>`;
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
      `<rect width="240" height="240" fill="${bg}"/>${shape}` +
      `<text x="120" y="136" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${fg}">${escapeXml(initials(title))}</text>` +
      `</svg>`,
  );
}

/** A wide banner with a headline, for the shop home banners. */
export function bannerImage(headline: string, tone: Tone): string {
  const [bg, fg] = palette[tone];
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">` +
      `<rect width="750" height="300" fill="${bg}"/><circle cx="640" cy="60" r="140" fill="${fg}" opacity=".12"/>` +
      `<text x="48" y="170" font-family="sans-serif" font-size="48" font-weight="700" fill="${fg}">${escapeXml(headline)}</text>` +
      `</svg>`,
  );
}

/** A round badge with a short label: shop logo, level badges, avatars. */
export function badgeImage(label: string, tone: Tone): string {
  const [bg, fg] = palette[tone];
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
      `<circle cx="60" cy="60" r="58" fill="${bg}" stroke="${fg}" stroke-width="4"/>` +
      `<text x="60" y="72" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${fg}">${escapeXml(label)}</text>` +
      `</svg>`,
  );
}

/** A QR-like square (deterministic pattern from the seed text); not a scannable code. */
export function qrImage(seed: string): string {
  return memo(`q|${seed}`, () => drawQr(seed));
}

function drawQr(seed: string): string {
  const size = 21;
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7" fill="#111"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#111"/>`;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
      if (inFinder) continue;
      hash = Math.imul(hash ^ (x * 31 + y), 16777619) >>> 0;
      if (hash % 2 === 0) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="210" height="210" viewBox="-1 -1 23 23" shape-rendering="crispEdges">` +
      `<rect x="-1" y="-1" width="23" height="23" fill="#fff"/><path d="${cells.join('')}" fill="#111"/>` +
      `${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}</svg>`,
  );
}
