// The foundations page's tables, read from the theme's tokens at build time so that the page
// cannot say anything the code does not do.
import { useState, type CSSProperties } from 'react';
import { darkTheme, lightTheme, type Palette } from '../../packages/ui/src/theme';
import { colorPairs, type ColorPair } from '../../packages/ui/src/theme/colorPairs';
import { contrastRatio } from '../../packages/ui/src/theme/contrast';

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #E4E6EB',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

/** Every colour token of a palette by its dotted name (`tone.success.soft`). */
function tokensOf(palette: Palette): [string, string][] {
  const walk = (value: unknown, name: string): [string, string][] =>
    typeof value === 'string'
      ? [[name, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
          walk(v, name ? `${name}.${k}` : k),
        );
  return walk(palette, '');
}

/** The pair names use `success.text` for `tone.success.text`. */
const pairName = (token: string) => token.replace(/^tone\./, '');

const isHex = (color: string) => /^#[0-9a-f]{6}$/i.test(color);

function ratio(pair: ColorPair) {
  return contrastRatio(pair.fgColor, pair.bgColor);
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 28,
        height: 28,
        borderRadius: 6,
        background: color,
        border: '1px solid rgba(0,0,0,0.15)',
        verticalAlign: 'middle',
        marginRight: 8,
      }}
    />
  );
}

function Verdict({ pair }: { pair: ColorPair }) {
  const r = ratio(pair);
  const ok = r >= pair.min;
  return (
    <span style={{ color: ok ? '#067647' : '#C4261A', fontWeight: 600 }}>
      {r.toFixed(2)}:1 {ok ? 'passes' : 'FAILS'} {pair.min}:1
    </span>
  );
}

/** What a token is measured against: the pairs it is part of. */
function Measures({ token, palette }: { token: string; palette: Palette }) {
  const name = pairName(token);
  const pairs = colorPairs(palette).filter((p) => p.fg === name || p.bg === name);
  const own = tokensOf(palette).find(([t]) => t === token)?.[1] ?? '';
  if (!pairs.length) {
    if (!isHex(own)) return <span>translucent layer (no minimum)</span>;
    const onSurface = contrastRatio(own, palette.surface).toFixed(2);
    return <span>{onSurface}:1 on surface (decorative: no minimum)</span>;
  }
  const drawn = pairs.filter((p) => p.fg === name);
  const under = pairs.filter((p) => p.bg === name);
  const lowest = under.reduce<ColorPair | undefined>(
    (low, p) => (!low || ratio(p) - p.min < ratio(low) - low.min ? p : low),
    undefined,
  );
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {drawn.map((p) => (
        <li key={`${p.fg}/${p.bg}`}>
          on {p.bg} ({p.use}): <Verdict pair={p} />
        </li>
      ))}
      {lowest && (
        <li>
          ground of {under.length} colour{under.length > 1 ? 's' : ''}; closest: {lowest.fg} (
          {lowest.use}) <Verdict pair={lowest} />
        </li>
      )}
    </ul>
  );
}

/** Every colour token, light and dark, with each contrast it is held to. */
export function ColorTokens() {
  const light = tokensOf(lightTheme.colors);
  const dark = new Map(tokensOf(darkTheme.colors));
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Light</th>
          <th style={cell}>Contrast (light)</th>
          <th style={cell}>Dark</th>
          <th style={cell}>Contrast (dark)</th>
        </tr>
      </thead>
      <tbody>
        {light.map(([token, value]) => (
          <tr key={token}>
            <td style={{ ...cell, ...code }}>{token}</td>
            <td style={cell}>
              <Swatch color={value} />
              <span style={code}>{value}</span>
            </td>
            <td style={cell}>
              <Measures token={token} palette={lightTheme.colors} />
            </td>
            <td style={cell}>
              <Swatch color={dark.get(token) ?? ''} />
              <span style={code}>{dark.get(token)}</span>
            </td>
            <td style={cell}>
              <Measures token={token} palette={darkTheme.colors} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each pair drawn as it looks, light then dark, with its ratio. */
export function ContrastPairs({ mode }: { mode: 'light' | 'dark' }) {
  const palette = mode === 'dark' ? darkTheme.colors : lightTheme.colors;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 8,
      }}
    >
      {colorPairs(palette).map((p) => (
        <div
          key={`${p.fg}/${p.bg}`}
          style={{ background: p.bgColor, color: p.fgColor, padding: 12, borderRadius: 10 }}
        >
          <div style={{ fontWeight: 600 }}>
            {p.use === 'text' ? `${p.fg} 余额 1,234.56` : `${p.fg} ▮▮▮`}
          </div>
          <div style={{ fontSize: 12 }}>on {p.bg}</div>
          <div
            style={{
              fontSize: 12,
              background: '#FFFFFF',
              color: '#171A1F',
              marginTop: 6,
              padding: '2px 6px',
              borderRadius: 6,
            }}
          >
            <Verdict pair={p} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The type scale: every font size, with the weights and line heights. */
export function TypeScale() {
  const t = lightTheme;
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Size</th>
          <th style={cell}>Sample (line height {t.lineHeights.body})</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(t.fontSizes).map(([name, size]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>fontSizes.{name}</td>
            <td style={{ ...cell, ...code }}>{size}</td>
            <td
              style={{
                ...cell,
                fontFamily: t.fonts.body,
                fontSize: size,
                lineHeight: t.lineHeights.body,
              }}
            >
              订单 Orders ยอดเงิน 1,234.56
            </td>
          </tr>
        ))}
        {Object.entries(t.fontWeights).map(([name, weight]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>fontWeights.{name}</td>
            <td style={{ ...cell, ...code }}>{weight}</td>
            <td
              style={{
                ...cell,
                fontFamily: t.fonts.body,
                fontWeight: weight,
                fontSize: t.fontSizes.md,
              }}
            >
              订单 Orders ยอดเงิน 1,234.56
            </td>
          </tr>
        ))}
        {Object.entries(t.lineHeights).map(([name, height]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>lineHeights.{name}</td>
            <td style={{ ...cell, ...code }}>{height}</td>
            <td
              style={{
                ...cell,
                fontFamily: t.fonts.body,
                lineHeight: height,
                fontSize: t.fontSizes.md,
              }}
            >
              ยอดเงินคงเหลือ 订单已发货
              <br />
              ยอดเงินคงเหลือ 订单已发货
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Scale({
  entries,
  draw,
}: {
  entries: [string, string][];
  draw: (v: string) => CSSProperties;
}) {
  return (
    <table style={table}>
      <tbody>
        {entries.map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code, width: 160 }}>{name}</td>
            <td style={{ ...cell, ...code, width: 80 }}>{value}</td>
            <td style={cell}>
              <div
                aria-hidden
                style={{ background: lightTheme.colors.accent.soft, ...draw(value) }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The spacing scale, drawn to size. */
export function Spacing() {
  return (
    <Scale
      entries={Object.entries(lightTheme.space).map(([k, v]) => [`space.${k}`, v])}
      draw={(v) => ({ width: v, height: 16, background: lightTheme.colors.accent.solid })}
    />
  );
}

/** The corner radii, drawn on a card. */
export function Radii() {
  return (
    <Scale
      entries={Object.entries(lightTheme.radii).map(([k, v]) => [`radii.${k}`, v])}
      draw={(v) => ({
        width: 96,
        height: 48,
        borderRadius: v,
        border: `1px solid ${lightTheme.colors.borderStrong}`,
      })}
    />
  );
}

/** Sizes every control keeps to (touch targets, bars). */
export function Sizes() {
  return (
    <Scale
      entries={Object.entries(lightTheme.sizes).map(([k, v]) => [`sizes.${k}`, v])}
      draw={(v) => ({ width: v, height: v, border: `1px solid ${lightTheme.colors.borderStrong}` })}
    />
  );
}

/** The shadows of each theme. */
export function Shadows() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {[lightTheme, darkTheme].flatMap((t) =>
        Object.entries(t.shadows).map(([name, shadow]) => (
          <div
            key={`${t.mode}-${name}`}
            style={{ background: t.colors.bg, padding: 16, borderRadius: 10 }}
          >
            <div
              style={{
                background: t.colors.surface,
                color: t.colors.text,
                boxShadow: shadow,
                borderRadius: t.radii.md,
                padding: 16,
                width: 140,
              }}
            >
              <div style={code}>shadows.{name}</div>
              <div style={{ fontSize: 12 }}>{t.mode}</div>
            </div>
          </div>
        )),
      )}
    </div>
  );
}

/** The motion tokens; each row moves a box with its duration and the shared easing. */
export function Motion() {
  const { motion } = lightTheme;
  const [moved, setMoved] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setMoved((m) => !m)} style={{ marginBottom: 8 }}>
        Play
      </button>
      <table style={table}>
        <tbody>
          {(['fast', 'normal'] as const).map((name) => (
            <tr key={name}>
              <td style={{ ...cell, ...code, width: 160 }}>motion.{name}</td>
              <td style={{ ...cell, ...code, width: 80 }}>{motion[name]}</td>
              <td style={cell}>
                <div
                  aria-hidden
                  style={{
                    width: 24,
                    height: 24,
                    borderRadius: 6,
                    background: lightTheme.colors.accent.solid,
                    transform: moved ? 'translateX(200px)' : 'none',
                    transition: `transform ${motion[name]} ${motion.easing}`,
                  }}
                />
              </td>
            </tr>
          ))}
          <tr>
            <td style={{ ...cell, ...code }}>motion.easing</td>
            <td style={{ ...cell, ...code }} colSpan={2}>
              {motion.easing}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
