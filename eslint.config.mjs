// One flat config for the whole repository: type-checked rules everywhere,
// React hooks and TanStack Query rules for the web app, import boundaries and no cycles.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

/**
 * A feature is used from outside only through its doors: `index.ts` and, on the web,
 * `shell.ts` (what the app shell takes: page loaders, the cart's drawer). One zone per
 * feature forbids every other file of it to the other features.
 */
function featureZones(featuresDir, doors) {
  const doorList = doors.join(' or ');
  return readdirSync(path.join(root, featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${featuresDir}/${name}/**`,
      from: `${featuresDir}/!(${name})/**`,
      except: doors.map((door) => path.join(root, featuresDir, '*', door)),
      message: `Use another feature only through its ${doorList}.`,
    }));
}

const webDoors = ['index.ts', 'shell.ts'];
const boundaryZones = [
  ...featureZones('web/src/features', webDoors),
  {
    target: 'web/src/app/**',
    from: 'web/src/features/**',
    except: webDoors.map((door) => path.join(root, 'web/src/features/*', door)),
    message: 'The app uses a feature only through its index.ts or shell.ts.',
  },
  {
    target: 'web/src/features/**',
    from: 'web/src/app/**',
    message: 'Features do not import the app: it composes them.',
  },
  {
    target: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**'],
    from: ['web/src/features/**', 'web/src/app/**'],
    message: 'Shared folders do not import features or the app.',
  },
  ...featureZones('functions/src/features', ['index.ts']),
  {
    target: ['functions/src/core/**', 'functions/src/contract/**'],
    from: 'functions/src/features/**',
    message: 'core/ and contract/ do not import features.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'functions/lib/**',
      'emulator-data/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'web/public/**',
      'web/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.mjs', 'scripts/*.mjs', 'scripts/*/*.mjs', 'functions/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // react-router's links carry framework mode's prefetching into every first load.
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink'],
            message: "Use '@/components/ui/link' (docs/decisions.md, First load).",
          })),
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'functions/tsconfig.json'].map((file) =>
            path.join(root, file),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
