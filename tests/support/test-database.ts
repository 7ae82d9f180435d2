import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A fresh database for one test file, cloned from the migrated template (fast: a file copy). */
export function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabase(`t_${randomBytes(6).toString('hex')}`, inject('pgTemplate'));
}

/**
 * Creates database `name` on the tests' server, from `template` or empty (postgres' default template), and
 * answers its URL and a drop() that removes it.
 */
export async function createDatabase(name: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const onAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onAdmin(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    drop: () => onAdmin(`drop database if exists ${name} with (force)`),
  };
}
