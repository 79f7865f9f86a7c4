// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/** Import boundaries: apps -> ui -> api; mocks -> api (types only). */
const noReact = {
  group: ['react', 'react-dom', 'react/*', 'styled-components'],
  message: 'This layer has no React.',
};
const noUi = {
  group: ['@merchant/ui', '@merchant/ui/*'],
  message: 'Dependencies point apps -> ui -> api.',
};
const noMocks = {
  group: ['@merchant/mocks', '@merchant/mocks/*', '**/mocks/src/*'],
  message: 'Only stories and tests may import the fake platform.',
};
const noApp = { group: ['@merchant/app', '@merchant/app/*'], message: 'Nothing imports the app.' };
// A barrel import drags every primitive into the chunk that needs one (the /login budget).
const noBarrel = {
  regex: '(^|/)(primitives|data)(/index)?$',
  message:
    'Import from the module itself (../primitives/Button, ../data/boot/session), not the barrel.',
};

/** Forms share one file of zod: classic zod's chainable API would add 15 KB (brotli) to it. */
const noClassicZod = {
  regex: '^zod(/v4|/v3)?$',
  message: "Write schemas with 'zod/mini' (the forms' shared file holds zod/mini only).",
};

/** A screen never imports another screen. */
const screenPatterns = [
  noMocks,
  noApp,
  noBarrel,
  noClassicZod,
  {
    regex: '^\\.\\./(?!\\.\\.|shared/)',
    message: 'A screen never imports another screen (use ../shared for domain code).',
  },
  {
    regex: '^\\.\\./\\.\\./(?!\\.\\.)',
    message: 'A screen never imports another screen.',
  },
];
/** The typed client, for data hooks only. */
const noClient = {
  regex: '(^|/)data/kit/(client|api)$',
  message: 'Only the data hooks (use*.ts) call the platform.',
};

/** `${({ theme }) => theme.x}` in a styled template: the static `tokens` say the same for free. */
const themeFunction = {
  selector:
    "TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression[params.0.type='ObjectPattern'][params.0.properties.length=1][params.0.properties.0.key.name='theme'][body.type='MemberExpression']",
  message:
    'Write tokens.x (theme/cssTokens) instead of ${({ theme }) => theme.x}: a style with a function in it is computed again at every render.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'storybook-site/**',
      '**/schema.gen.ts',
      '**/mockServiceWorker.js',
      '.test-results/**',
      '.cache/**',
      '.stryker-tmp/**',
      'reports/mutation/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noReact, noUi, noMocks, noApp] }] },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            noUi,
            noApp,
            {
              group: ['@merchant/api', '@merchant/api/*'],
              allowTypeImports: true,
              message: 'mocks -> api: types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocks, noApp, noBarrel, noClassicZod] }],
    },
  },
  {
    // Styles read the static tokens: a style with a function in it is hashed again at every
    // render of every element (theme/cssTokens.ts).
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', themeFunction] },
  },
  {
    // data/ (kit, boot, format, address, queries) is the bottom of the UI package: the theme,
    // the primitives, the shell, the screens and the testing helpers are built on it, never the
    // other way round. What the data hooks tell the merchant goes through data/kit/notify, which
    // the shell fills with its toasts.
    files: ['packages/ui/src/data/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            noApp,
            noBarrel,
            noClassicZod,
            {
              regex: '(^|/)(theme|primitives|shell|screens|testing)(/|$)',
              message:
                'data/ is below the theme, primitives, shell and screens: it never imports them (messages: data/kit/notify).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/primitives/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            noApp,
            noBarrel,
            noClassicZod,
            { regex: '(^|/)screens(/|$)', message: 'A primitive never imports a screen.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/screens/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: screenPatterns }],
      'no-restricted-syntax': [
        'error',
        themeFunction,
        {
          selector: "TSTypeReference[typeName.name='ReturnType'] TSTypeQuery[exprName.name=/^use/]",
          message: "Give the model an explicit type: a hook's implementation is not a view API.",
        },
      ],
    },
  },
  {
    // Only the data hooks (use*.ts) talk to the platform; views and screen files get props.
    files: ['packages/ui/src/screens/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/use*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...screenPatterns, noClient] }],
    },
  },
  {
    files: ['packages/ui/src/screens/**/*View.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...screenPatterns, noClient],
          paths: [
            {
              name: 'wouter',
              importNames: ['useLocation', 'navigate', 'useNavigate'],
              message: 'Views navigate with links; actions come from the hook.',
            },
          ],
        },
      ],
    },
  },
);
