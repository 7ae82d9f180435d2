import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 39: a member pays his statement by card through the site. A card payment keeps the key the browser
 * sent with it (`pay_key`, unique per group: the same payment sent twice is one row and one charge), the
 * provider's charge (`charge_id`) and the transfer of the money to the owner's connected account
 * (`transfer_id`, null until it went through; the same request sent again finishes it).
 */
export class Migration20261217200000_group_card_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table group_payments add column pay_key varchar(64) null, add column charge_id varchar(255) null,
      add column transfer_id varchar(255) null;`);
    this.addSql(`alter table group_payments add constraint group_payments_card check (method <> 'card' or (pay_key is not null and charge_id is not null));`);
    this.addSql(`create unique index group_payments_pay_key on group_payments (group_id, pay_key) where pay_key is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists group_payments_pay_key;`);
    this.addSql(`alter table group_payments drop constraint if exists group_payments_card, drop column if exists pay_key,
      drop column if exists charge_id, drop column if exists transfer_id;`);
  }
}
