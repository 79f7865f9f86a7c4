import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { expect, within } from 'storybook/test';
import { contrastRatio } from './contrast';
import type { Tone } from './tokens';

const tones: Tone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

/** A tone's name in its text colour on its background (a tag, solid or soft). */
function Swatch({ background, color, name }: { background: string; color: string; name: string }) {
  return <span style={{ background, color, padding: '2px 8px', borderRadius: 6 }}>{name}</span>;
}

/** Every text colour on every ground it is used on, with its contrast ratio. */
function Palette() {
  const { colors, mode } = useTheme();
  const grounds = { bg: colors.bg, surface: colors.surface, surfaceMuted: colors.surfaceMuted };
  const texts = {
    text: colors.text,
    textSecondary: colors.textSecondary,
    textTertiary: colors.textTertiary,
    'accent.text': colors.accent.text,
    ...Object.fromEntries(tones.map((t) => [`${t}.text`, colors.tone[t].text])),
  };
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16, fontSize: 14 }}>
      <h1 style={{ fontSize: 18 }}>Palette ({mode})</h1>
      {Object.entries(grounds).map(([groundName, ground]) => (
        <section
          key={groundName}
          aria-label={groundName}
          style={{ background: ground, padding: 12, borderRadius: 10 }}
        >
          {Object.entries(texts).map(([name, colour]) => (
            <p
              key={name}
              data-ratio={contrastRatio(colour, ground).toFixed(2)}
              style={{ color: colour }}
            >
              {name} on {groundName}: {contrastRatio(colour, ground).toFixed(2)}
            </p>
          ))}
        </section>
      ))}
      <section aria-label="tones" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {tones.map((t) => (
          <span key={t} style={{ display: 'flex', gap: 4 }}>
            <Swatch background={colors.tone[t].solid} color={colors.tone[t].onSolid} name={t} />
            <Swatch background={colors.tone[t].soft} color={colors.tone[t].softText} name={t} />
          </span>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Theme/Palette',
  component: Palette,
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextContrast: Story = {
  play: async ({ canvasElement }) => {
    const samples = within(canvasElement).getAllByText(/ on /);
    await expect(samples.length).toBeGreaterThanOrEqual(27);
    for (const sample of samples) {
      await expect(Number(sample.dataset.ratio)).toBeGreaterThanOrEqual(4.5);
    }
  },
};
