import { Migration } from '@mikro-orm/migrations';

/**
 * The sizes of stored images (issue 13): each stored photo's width and height and the widths of the narrower
 * copies stored beside it, by URL, so the API can say which copy a browser should load and how much room to
 * keep for it. Written by the media store as it stores and removes images; the photos stored before this
 * migration are added by MakeImageVariants (at start, in the background, or `npm run media:variants`).
 */
export class Migration20261201000000_media_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table media_images (
      url text primary key,
      width int not null check (width > 0),
      height int not null check (height > 0),
      variant_widths int[] not null default '{}',
      created_at timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists media_images;');
  }
}
