import { Migration } from '@mikro-orm/migrations';

/**
 * Keywords of several words, and a word inside several tokens (issue 17): an index of each entry's tokens.
 *
 * Such a search cannot take its counts from search_token_counts, so it reads the matching entries. Through the
 * trigram index that costs twice: GIN intersects the posting lists of every trigram of every word (for
 * `cessna skyhawk`, 200,000 candidates out of 13 lists, 106 to 139 ms on the bench), and each candidate's
 * document is compared again in the table (trigrams are a sieve, not an answer). A word of the keyword box holds
 * no space, so an entry holds it exactly when one of its space-separated tokens does; search_tokens (migration
 * 20261207000000) says which tokens those are. This index answers "holds one of these tokens" (`&&`) exactly:
 * one posting list per token, and no recheck of the document.
 */
export class Migration20261209000000_search_token_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index search_entries_tokens_idx on search_entries using gin (string_to_array(doc, ' '));`);
    // The planner's statistics of the indexed expression (which tokens are common) come with an analyze; until
    // then it takes every token for rare, and reads all of a common pair's matches instead of the area's.
    this.addSql('analyze search_entries;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists search_entries_tokens_idx;');
  }
}
