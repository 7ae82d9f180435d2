import { Migration } from '@mikro-orm/migrations';

/**
 * The human-check answers already accepted, shared by every app process: an ALTCHA payload passes once
 * even when the site runs on several processes or machines. Rows are useless once their challenge
 * expires and are deleted then.
 */
export class Migration20261122030000_human_check extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table human_check_used (
      signature varchar(128) primary key,
      expires_at timestamptz not null
    );`);
    this.addSql(`create index human_check_used_expires_idx on human_check_used (expires_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists human_check_used;`);
  }
}
