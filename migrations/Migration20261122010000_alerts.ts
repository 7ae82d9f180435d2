import { Migration } from '@mikro-orm/migrations';

/**
 * New-listing alerts: a transactional delivery outbox (written in the transaction that lists the share,
 * emptied by the alert worker) and an idempotency key on the mail outbox, so a delivery retried after a
 * crash does not write or send the same mail twice.
 */
export class Migration20261122010000_alerts extends Migration {
  override async up(): Promise<void> {
    // One row per (user, listing, kind), ever: a listing disabled and enabled again does not alert twice.
    // delivery_key is the mail's idempotency key (and SMTP Message-ID): stable across retries, unique across installs.
    this.addSql(`create table alert_outbox (
      id bigserial primary key,
      user_id int not null references users(id) on delete cascade,
      share_id int not null references shares(id) on delete cascade,
      airport_id int not null references airports(id) on delete cascade,
      kind varchar(32) not null,
      payload jsonb not null,
      delivery_key uuid not null default gen_random_uuid(),
      status varchar(16) not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
      attempts int not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz null,
      claimed_by varchar(120) null,
      sent_at timestamptz null,
      last_error text null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint alert_outbox_once unique (user_id, share_id, kind)
    );`);
    // The worker's poll: due pending rows, oldest first; finished rows stay out of the index.
    this.addSql(`create index alert_outbox_due_idx on alert_outbox (next_attempt_at, id) where status = 'pending';`);
    this.addSql(`create index alert_outbox_share_idx on alert_outbox (share_id);`);

    // Null for mail without a key (NULLs never collide).
    this.addSql(`alter table outbox add column idempotency_key varchar(200) null unique;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table outbox drop column if exists idempotency_key;`);
    this.addSql(`drop table if exists alert_outbox;`);
  }
}
