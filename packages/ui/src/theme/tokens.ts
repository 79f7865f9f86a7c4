/** The five semantic tones shared by tags, toasts, buttons and money. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Light or dark palette. */
export type ThemeMode = 'light' | 'dark';

/** The colours of one tone: a filled variant and a tinted one. */
export type ToneColors = {
  /** Filled background (buttons, badges). */
  solid: string;
  /** Text and icons on `solid`. */
  onSolid: string;
  /** The tone as text on `surface` and `bg` (amounts, inline errors). */
  text: string;
  /** Tinted background (tags). */
  soft: string;
  /** Text on `soft`. */
  softText: string;
};

export type Palette = {
  bg: string;
  surface: string;
  surfaceMuted: string;
  surfacePressed: string;
  text: string;
  textSecondary: string;
  textTertiary: string;
  border: string;
  borderStrong: string;
  focus: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
  toastBg: string;
  toastText: string;
  accent: ToneColors;
  tone: Record<Tone, ToneColors>;
};

// Every text pair below passes WCAG AA (4.5:1) and every control border 3:1; theme.test.ts checks.
const light: Palette = {
  bg: '#F4F5F7',
  surface: '#FFFFFF',
  surfaceMuted: '#F0F2F5',
  surfacePressed: '#E8EBEF',
  text: '#171A1F',
  textSecondary: '#525863',
  textTertiary: '#646A75',
  border: '#E4E6EB',
  borderStrong: '#858B96',
  focus: '#1F5EFF',
  overlay: 'rgba(15, 17, 21, 0.55)',
  skeleton: '#E6E9ED',
  skeletonHighlight: '#F3F4F6',
  toastBg: '#262A31',
  toastText: '#FFFFFF',
  accent: {
    solid: '#1F5EFF',
    onSolid: '#FFFFFF',
    text: '#1A52E0',
    soft: '#EAF0FF',
    softText: '#1846C2',
  },
  tone: {
    neutral: {
      solid: '#4A505A',
      onSolid: '#FFFFFF',
      text: '#4A505A',
      soft: '#EDEFF2',
      softText: '#3B414A',
    },
    info: {
      solid: '#1F5EFF',
      onSolid: '#FFFFFF',
      text: '#1A52E0',
      soft: '#EAF0FF',
      softText: '#1846C2',
    },
    success: {
      solid: '#067647',
      onSolid: '#FFFFFF',
      text: '#067647',
      soft: '#E5F5EC',
      softText: '#05603A',
    },
    warning: {
      solid: '#B54708',
      onSolid: '#FFFFFF',
      text: '#A5420A',
      soft: '#FFF3E2',
      softText: '#93370D',
    },
    danger: {
      solid: '#D42A1E',
      onSolid: '#FFFFFF',
      text: '#C4261A',
      soft: '#FEEDEB',
      softText: '#AF2217',
    },
  },
};

const dark: Palette = {
  bg: '#0E1013',
  surface: '#181B20',
  surfaceMuted: '#20242A',
  surfacePressed: '#2A2F36',
  text: '#ECEEF1',
  textSecondary: '#AAB0BA',
  textTertiary: '#939AA5',
  border: '#2B3037',
  borderStrong: '#6C7380',
  focus: '#7DA4FF',
  overlay: 'rgba(0, 0, 0, 0.65)',
  skeleton: '#23272E',
  skeletonHighlight: '#2E333B',
  toastBg: '#E6E8EC',
  toastText: '#171A1F',
  accent: {
    solid: '#7DA4FF',
    onSolid: '#0B1533',
    text: '#8DB0FF',
    soft: '#1A2440',
    softText: '#A9C3FF',
  },
  tone: {
    neutral: {
      solid: '#C2C7CF',
      onSolid: '#171A1F',
      text: '#C2C7CF',
      soft: '#272B32',
      softText: '#CDD2DA',
    },
    info: {
      solid: '#7DA4FF',
      onSolid: '#0B1533',
      text: '#8DB0FF',
      soft: '#1A2440',
      softText: '#A9C3FF',
    },
    success: {
      solid: '#4CC38A',
      onSolid: '#06210F',
      text: '#5BD197',
      soft: '#112A1E',
      softText: '#7EE0AE',
    },
    warning: {
      solid: '#F5A524',
      onSolid: '#2A1700',
      text: '#F7B84B',
      soft: '#2F2109',
      softText: '#FBCB72',
    },
    danger: {
      solid: '#FF7A70',
      onSolid: '#2B0603',
      text: '#FF8A80',
      soft: '#351513',
      softText: '#FFA39B',
    },
  },
};

/** System fonts only (no download on slow networks), with CJK and Thai fallbacks. */
const fontFamily = [
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Noto Sans Thai"',
  'Thonburi',
  '"Leelawadee UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans SC"',
  '"Noto Sans CJK SC"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

const base = {
  fonts: {
    body: fontFamily,
    /** Amounts and codes: digits of equal width so columns of money line up. */
    numeric: fontFamily,
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '20px',
    xxl: '28px',
    /** Never below 16px: smaller inputs make iOS zoom on focus. */
    input: '16px',
  },
  // Thai stacks marks above and below the line, so body text needs room.
  lineHeights: { tight: 1.3, body: 1.55 },
  fontWeights: { regular: 400, medium: 500, semibold: 600 },
  sizes: {
    /** The smallest touch target. */
    touch: '44px',
    navBar: '48px',
    tabBar: '56px',
    control: '48px',
    bottomBar: '64px',
  },
  zIndices: { sticky: 100, tabBar: 200, bottomBar: 210, overlay: 1000, toast: 1100 },
  motion: {
    fast: '120ms',
    normal: '220ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

export type AppTheme = typeof base & {
  mode: ThemeMode;
  colors: Palette;
  shadows: { card: string; raised: string; sheet: string };
};

export const lightTheme: AppTheme = {
  ...base,
  mode: 'light',
  colors: light,
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06)',
    raised: '0 6px 20px rgba(16, 24, 40, 0.14)',
    sheet: '0 -8px 24px rgba(16, 24, 40, 0.12)',
  },
};

export const darkTheme: AppTheme = {
  ...base,
  mode: 'dark',
  colors: dark,
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4)',
    raised: '0 8px 24px rgba(0, 0, 0, 0.55)',
    sheet: '0 -8px 24px rgba(0, 0, 0, 0.5)',
  },
};

/** The theme of a mode. */
export function themeFor(mode: ThemeMode): AppTheme {
  return mode === 'dark' ? darkTheme : lightTheme;
}
