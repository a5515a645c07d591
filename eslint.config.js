import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaryZones } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Node resolution with TypeScript extensions: workspace packages point their entry at TypeScript sources.
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-cycle': ['error', { maxDepth: 3, ignoreExternal: true }],
      // Imports run one way: apps → packages/workflow → packages/contract; the two apps never import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: ['./apps', './packages/workflow'], message: 'The contract imports nothing of ours.' },
            { target: './packages/workflow', from: './apps', message: 'packages/workflow must not import the apps.' },
            { target: './apps/web', from: './apps/server', message: 'The web app talks to the server through the contract only.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            ...featureBoundaryZones(),
          ],
        },
      ],
    },
  },
);
