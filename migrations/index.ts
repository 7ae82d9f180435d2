// Every migration, in order. Listed by hand so the server and tests run them from TypeScript
// sources without a glob or a build step.
import { Migration20261121000000_accounts } from './Migration20261121000000_accounts.js';
import { Migration20261121010000_payments } from './Migration20261121010000_payments.js';
import { Migration20261121020000_listings } from './Migration20261121020000_listings.js';
import { Migration20261121030000_instructors } from './Migration20261121030000_instructors.js';
import { Migration20261121040000_search } from './Migration20261121040000_search.js';
import { Migration20261122000000_back_office } from './Migration20261122000000_back_office.js';
import { Migration20261122010000_alerts } from './Migration20261122010000_alerts.js';
import { Migration20261122030000_human_check } from './Migration20261122030000_human_check.js';
import { Migration20261125000000_search_people_once } from './Migration20261125000000_search_people_once.js';
import { Migration20261201000000_media_images } from './Migration20261201000000_media_images.js';
import { Migration20261202000000_bookings } from './Migration20261202000000_bookings.js';
import { Migration20261203000000_calendar_feeds } from './Migration20261203000000_calendar_feeds.js';
import { Migration20261204000000_booking_mail } from './Migration20261204000000_booking_mail.js';
import { Migration20261205000000_pilot_records } from './Migration20261205000000_pilot_records.js';
import { Migration20261206000000_conversations_reviews } from './Migration20261206000000_conversations_reviews.js';
import { Migration20261206100000_requirement_totals } from './Migration20261206100000_requirement_totals.js';
import { Migration20261207000000_search_tokens } from './Migration20261207000000_search_tokens.js';
import { Migration20261208000000_search_postings } from './Migration20261208000000_search_postings.js';
import { Migration20261209000000_search_token_index } from './Migration20261209000000_search_token_index.js';
import { Migration20261210000000_search_stamp } from './Migration20261210000000_search_stamp.js';
import { Migration20261211000000_search_token_ids } from './Migration20261211000000_search_token_ids.js';
import { Migration20261212053400_email_changes } from './Migration20261212053400_email_changes.js';
import { Migration20261212340000_listing_ownership } from './Migration20261212340000_listing_ownership.js';
import { Migration20261213000000_flights } from './Migration20261213000000_flights.js';
import { Migration20261214000000_payments_connect } from './Migration20261214000000_payments_connect.js';
import { Migration20261215000000_maintenance } from './Migration20261215000000_maintenance.js';

export const migrationsList = [
  { name: 'Migration20261121000000_accounts', class: Migration20261121000000_accounts },
  { name: 'Migration20261121010000_payments', class: Migration20261121010000_payments },
  { name: 'Migration20261121020000_listings', class: Migration20261121020000_listings },
  { name: 'Migration20261121030000_instructors', class: Migration20261121030000_instructors },
  { name: 'Migration20261121040000_search', class: Migration20261121040000_search },
  { name: 'Migration20261122000000_back_office', class: Migration20261122000000_back_office },
  { name: 'Migration20261122010000_alerts', class: Migration20261122010000_alerts },
  { name: 'Migration20261122030000_human_check', class: Migration20261122030000_human_check },
  { name: 'Migration20261125000000_search_people_once', class: Migration20261125000000_search_people_once },
  { name: 'Migration20261201000000_media_images', class: Migration20261201000000_media_images },
  { name: 'Migration20261202000000_bookings', class: Migration20261202000000_bookings },
  { name: 'Migration20261203000000_calendar_feeds', class: Migration20261203000000_calendar_feeds },
  { name: 'Migration20261204000000_booking_mail', class: Migration20261204000000_booking_mail },
  { name: 'Migration20261205000000_pilot_records', class: Migration20261205000000_pilot_records },
  { name: 'Migration20261206000000_conversations_reviews', class: Migration20261206000000_conversations_reviews },
  { name: 'Migration20261206100000_requirement_totals', class: Migration20261206100000_requirement_totals },
  { name: 'Migration20261207000000_search_tokens', class: Migration20261207000000_search_tokens },
  { name: 'Migration20261208000000_search_postings', class: Migration20261208000000_search_postings },
  { name: 'Migration20261209000000_search_token_index', class: Migration20261209000000_search_token_index },
  { name: 'Migration20261210000000_search_stamp', class: Migration20261210000000_search_stamp },
  { name: 'Migration20261211000000_search_token_ids', class: Migration20261211000000_search_token_ids },
  { name: 'Migration20261212053400_email_changes', class: Migration20261212053400_email_changes },
  { name: 'Migration20261212340000_listing_ownership', class: Migration20261212340000_listing_ownership },
  { name: 'Migration20261213000000_flights', class: Migration20261213000000_flights },
  { name: 'Migration20261214000000_payments_connect', class: Migration20261214000000_payments_connect },
  { name: 'Migration20261215000000_maintenance', class: Migration20261215000000_maintenance },
];
