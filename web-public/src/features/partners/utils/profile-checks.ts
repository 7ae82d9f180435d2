import type { FormErrors } from '../../../lib/form-errors';

/**
 * The profile's rules, run before sending: the messages by field, placed for the form, or null when the
 * profile may be sent. Until domain/partner/partner-rules.ts lands the server's 400 `fields` say it.
 */
export function checkProfileForm(_input: Record<string, unknown>, _shown: readonly string[]): FormErrors | null {
  return null;
}
