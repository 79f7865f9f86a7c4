/** The version of the running build, injected at build time from the root package.json. */
export const APP_VERSION: string | null = readVersion(import.meta.env.VITE_APP_VERSION);

function readVersion(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function parts(version: string): number[] | null {
  const match = /^v?(\d+(?:\.\d+)*)$/i.exec(version.trim());
  return match?.[1] ? match[1].split('.').map((part) => Number(part)) : null;
}

/**
 * Compares two dotted versions ("1.2.10" > "1.2.9", "1.2" = "1.2.0", a leading "v" allowed):
 * negative, zero or positive like a sort comparator; null when either cannot be read.
 */
export function compareVersions(a: string, b: string): number | null {
  const left = parts(a);
  const right = parts(b);
  if (!left || !right) return null;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
