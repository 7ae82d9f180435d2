/**
 * The wire shape of POST and GET /api/user/record/faa-match (issue 40), read by the pilot record page.
 * Never a name or an address of the file: its month, the decision, the items and the sentence to show.
 */
import type { FaaComparisonItem } from './faa-comparison.js';
import type { FaaMatchStatus } from './faa-match.js';

export interface FaaMatchView {
  /** null: he never asked (GET only). */
  status: FaaMatchStatus | null;
  /** The airmen file's month, 'YYYY-MM'; null when none is loaded or he never asked. */
  file: string | null;
  items: FaaComparisonItem[];
  message: string;
  /** When the match was made (ISO instant), null when he never asked. */
  checkedAt: string | null;
}
