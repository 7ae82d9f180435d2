import { readPartnerProfile } from '../../../../../domain/partner/partner-rules';
import { placeErrors, type FormErrors } from '../../../lib/form-errors';

/**
 * The profile's rules (domain/partner/partner-rules.ts, the server's own), run before sending: the messages
 * placed for the form, or null when the profile may be sent.
 */
export function checkProfileForm(input: Record<string, unknown>, shown: readonly string[]): FormErrors | null {
  const read = readPartnerProfile(input);
  return read.ok ? null : placeErrors(read.fields, shown);
}
