/** A score's words on a card: 60 and up is a good fit (the new-match mail's bar, NEW_MATCH_MIN_SCORE), 40 a fair one. */
import { NEW_MATCH_MIN_SCORE } from '../../../../../domain/partner/partners-query';

export function fitWords(score: number): { level: 'good' | 'fair' | 'weak'; label: string } {
  if (score >= NEW_MATCH_MIN_SCORE) return { level: 'good', label: 'Good fit' };
  if (score >= 40) return { level: 'fair', label: 'Fair fit' };
  return { level: 'weak', label: 'Weak fit' };
}
