import type { MikroORM } from '@mikro-orm/postgresql';
import type { UsedAnswers } from './altcha-human-check.js';

/**
 * The ALTCHA answers already accepted, in PostgreSQL, so every app process refuses a payload another one
 * took. The insert is the claim: of two processes (or requests) submitting one payload, one inserts.
 */
export class PostgresUsedAnswers implements UsedAnswers {
  private lastSweep = 0;

  constructor(private readonly orm: MikroORM) {}

  async claim(signature: string, expiresAt: Date): Promise<boolean> {
    const now = Date.now();
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await this.orm.em.execute('delete from human_check_used where expires_at <= now()');
    }
    const rows = await this.orm.em.execute<{ signature: string }[]>(
      'insert into human_check_used (signature, expires_at) values (?, ?) on conflict (signature) do nothing returning signature',
      [signature, expiresAt],
    );
    return rows.length === 1;
  }
}
