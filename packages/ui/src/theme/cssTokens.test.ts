import { describe, expect, it } from 'vitest';
import { themeVariables, tokens } from './cssTokens';
import { darkTheme, lightTheme } from './tokens';

/** Every leaf of an object, with its path. */
function leaves(value: object, path = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, leaf]) =>
    typeof leaf === 'object' && leaf !== null
      ? leaves(leaf as object, `${path}.${key}`)
      : [[`${path}.${key}`, leaf] as [string, unknown]],
  );
}

describe('tokens', () => {
  it('names a custom property for every colour and shadow, declared with each mode’s value', () => {
    for (const theme of [lightTheme, darkTheme]) {
      const declared = new Map(
        themeVariables(theme)
          .split(';')
          .filter(Boolean)
          .map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]),
      );
      const values = new Map(leaves({ colors: theme.colors, shadows: theme.shadows }));
      const names = leaves({ colors: tokens.colors, shadows: tokens.shadows });
      expect(names).toHaveLength(values.size);
      for (const [path, reference] of names) {
        const name = /^var\((--[\w-]+)\)$/.exec(String(reference))?.[1];
        expect(name, path).toBeDefined();
        expect(declared.get(name ?? ''), path).toBe(values.get(path));
      }
    }
  });

  it('keeps the values that are the same in both modes as they are', () => {
    expect(tokens.space).toEqual(lightTheme.space);
    expect(tokens.fontSizes).toEqual(darkTheme.fontSizes);
    expect(tokens.zIndices).toEqual(lightTheme.zIndices);
  });
});
