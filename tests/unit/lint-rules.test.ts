import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The house rules of eslint.config.js (issue 35, point 4), each shown to fail on its broken case and to pass
// its good one. The code is linted as if it were at the path given (the file need not exist; what it imports
// does), with the repository's own configuration.
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  // ignore: false, so that the fixtures of the cycle (ignored by `npm run lint`) are linted here.
  eslint = new ESLint({ cwd: root, ignore: false });
  await eslint.calculateConfigForFile(path.join(root, 'adapters/main.ts')); // loads the configuration once
}, 60_000);

/** Every problem ESLint finds in `code` at `file`, as "rule: message". */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const RESTRICTED_PATH = /^import-x\/no-restricted-paths: /;
const RESTRICTED_IMPORT = /^no-restricted-imports: /;

describe('adapters import only their own folder, application/ and domain/', () => {
  it('refuses an adapter importing another adapter folder', async () => {
    const found = await problems('adapters/mail/probe.ts', "export { LocalMediaStore } from '../media/local-media-store.js';\n");
    expect(found).toEqual([expect.stringMatching(RESTRICTED_PATH)]);
    expect(found[0]).toMatch(/adapters\/mail\/ imports adapters\/mail\/, application\/ and domain\/ only/);
  });

  it('lets an adapter import its own folder, application/, domain/ and packages', async () => {
    expect(await problems('adapters/mail/probe.ts', [
      "export { OutboxMailer } from './outbox-mailer.js';",
      "export type { MediaStore } from '../../application/ports/media.js';",
      "export { DomainError } from '../../domain/errors.js';",
      "export { createTransport } from 'nodemailer';",
    ].join('\n') + '\n')).toEqual([]);
  });

  it('refuses an adapter importing migrations/, which only adapters/persistence may', async () => {
    const migrations = "export { migrationsList } from '../../migrations/index.js';\n";
    expect(await problems('adapters/mail/probe.ts', migrations)).toEqual([expect.stringMatching(RESTRICTED_PATH)]);
    expect(await problems('adapters/persistence/probe.ts', migrations)).toEqual([]);
  });

  it('lets the composition roots import every adapter folder', async () => {
    const wiring = "export { LocalMediaStore } from './media/local-media-store.js';\nexport { SmtpMailer } from './mail/smtp-mailer.js';\n";
    expect(await problems('adapters/main.ts', wiring)).toEqual([]);
    expect(await problems('adapters/worker-main.ts', wiring)).toEqual([]);
    expect(await problems('adapters/composition/probe.ts', wiring.replaceAll("'./", "'../"))).toEqual([]);
  });

  it('refuses a loose file at the root of adapters/ that is not a composition root', async () => {
    expect(await problems('adapters/probe.ts', "export { LocalMediaStore } from './media/local-media-store.js';\n"))
      .toEqual([expect.stringMatching(RESTRICTED_PATH)]);
  });
});

describe('web-public features', () => {
  it('refuses a feature importing another feature', async () => {
    const found = await problems('web-public/src/features/bookings/components/probe.tsx', "export type { ListedState } from '../../listing/utils/listed-state';\n");
    expect(found).toEqual([expect.stringMatching(RESTRICTED_PATH)]);
    expect(found[0]).toMatch(/features\/bookings\/ does not import another feature/);
  });

  it('lets a feature import itself and the shared lib, components and hooks', async () => {
    expect(await problems('web-public/src/features/bookings/components/probe.tsx', [
      "export type { BookingRole } from '../utils/booking-role';",
      "export { shareLink } from '../../../lib/share-view';",
    ].join('\n') + '\n')).toEqual([]);
  });
});

describe('migrations', () => {
  it('refuse a migration importing another migration, or any local file', async () => {
    const migration = 'migrations/Migration20991231000000_probe.ts';
    expect(await problems(migration, "export { Migration20261121000000_accounts } from './Migration20261121000000_accounts.js';\n"))
      .toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A migration imports no local file/)]);
    expect(await problems(migration, "export { DomainError } from '../domain/errors.js';\n")).toEqual([expect.stringMatching(RESTRICTED_PATH)]);
  });

  it('let a migration import packages, and the list of migrations import them', async () => {
    expect(await problems('migrations/Migration20991231000000_probe.ts', "export { Migration } from '@mikro-orm/migrations';\n")).toEqual([]);
    expect(await problems('migrations/index.ts', "export { Migration20261121000000_accounts } from './Migration20261121000000_accounts.js';\n")).toEqual([]);
  });
});

describe('import cycles', () => {
  const fixture = (name: string) => `tests/fixtures/lint-rules/cycle/${name}`;
  const lintFixture = (name: string) => problems(fixture(name), readFileSync(path.join(root, fixture(name)), 'utf8'));

  it('refuse two files that import each other, even with type-only imports', async () => {
    expect(await lintFixture('first.ts')).toEqual([
      `wingshare/no-import-cycle: Import cycle: ${fixture('first.ts')} -> ${fixture('second.ts')} -> ${fixture('first.ts')}. Move what both need to a module that neither imports.`,
    ]);
    expect(await lintFixture('second.ts')).toEqual([expect.stringMatching(/^wingshare\/no-import-cycle: Import cycle: /)]);
  });

  it('let a file import a module of a cycle it is not part of', async () => {
    expect(await lintFixture('outside.ts')).toEqual([]);
  });

  it('refuse a file importing itself', async () => {
    expect(await problems(fixture('first.ts'), "export type { First as Same } from './first.js';\n"))
      .toEqual([expect.stringMatching(/^wingshare\/no-import-cycle: Import cycle: .*first\.ts imports itself/)]);
  });
});

describe('the layers', () => {
  it('refuse domain/ importing a framework or another layer', async () => {
    expect(await problems('domain/probe.ts', "export { default as Koa } from 'koa';\n")).toEqual([expect.stringMatching(RESTRICTED_IMPORT)]);
    expect(await problems('domain/probe.ts', "export type { MediaStore } from '../application/ports/media.js';\n")).toEqual([expect.stringMatching(RESTRICTED_IMPORT)]);
    expect(await problems('domain/probe.ts', "export { DomainError } from './errors.js';\n")).toEqual([]);
  });

  it('refuse application/ importing adapters/', async () => {
    expect(await problems('application/probe.ts', "export { LocalMediaStore } from '../adapters/media/local-media-store.js';\n"))
      .toEqual([expect.stringMatching(RESTRICTED_IMPORT)]);
    expect(await problems('application/probe.ts', "export { DomainError } from '../domain/errors.js';\n")).toEqual([]);
  });

  it('refuse a web app importing application/ or adapters/', async () => {
    expect(await problems('web-public/src/lib/probe.ts', "export type { MediaStore } from '../../../application/ports/media';\n"))
      .toEqual([expect.stringMatching(RESTRICTED_IMPORT)]);
    expect(await problems('web-admin/src/lib/probe.ts', "export { LocalMediaStore } from '../../../adapters/media/local-media-store';\n"))
      .toEqual([expect.stringMatching(RESTRICTED_IMPORT)]);
    expect(await problems('web-public/src/lib/probe.ts', "export { DomainError } from '../../../domain/errors';\n")).toEqual([]);
  });
});
