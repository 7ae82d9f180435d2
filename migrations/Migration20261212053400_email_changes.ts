import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34: an account without a password (social login) changes its email through a single-use link mailed
 * to its current address; only the token's SHA-256 is kept, as in password_resets.
 */
export class Migration20261212053400_email_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table email_changes (
      token_hash char(64) primary key,
      user_id int not null references users(id) on delete cascade,
      email text not null,
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index email_changes_user_idx on email_changes (user_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists email_changes;`);
  }
}
