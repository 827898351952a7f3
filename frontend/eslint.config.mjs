import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder of src/features is a feature: the zones follow the folders, none is forgotten.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'e2e/artifacts/**',
      'e2e/results/**',
      'src/api/gateway.gen.ts',
      'src/api/forms.gen.ts',
      'src/api/b2b.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Accessibility rules on JSX: labels, roles, keyboard handlers, alt text (WCAG checks that a
  // linter can make before axe sees the page).
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A table that scrolls in its own box is a labelled region the keyboard must reach to
      // scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['./tsconfig.json', './tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': 'error',
      'import/no-duplicates': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features never import each other: shared code goes to components/, format/, api/.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
            // Shared layers never import features or the app.
            ...['components', 'format', 'i18n', 'api'].map((layer) => ({
              target: `./src/${layer}`,
              from: ['./src/features', './src/app'],
            })),
            // The use-place frame is shared by the screens: it never imports one.
            { target: './src/place', from: './src/features' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Screens take hooks and types from the API layer (enhanced.ts, formsApi.ts, b2bApi.ts,
  // rowTypes.ts), never from a generated client: its tags and names live in the layer.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.gen', '**/*.gen.ts'],
              message:
                'Import from the API layer (api/enhanced, api/formsApi, api/b2bApi, api/rowTypes).',
            },
          ],
        },
      ],
    },
  },
  // The browser tests run in Node, and Playwright's fixtures call `use`, which is no React hook.
  {
    files: ['e2e/**/*.ts', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
