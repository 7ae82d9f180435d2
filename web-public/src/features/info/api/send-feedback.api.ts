import type { ContactFields } from '../../../../../domain/contact/contact-message';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: stores the message for staff (201), or answers 400 with the field messages. */
export function sendFeedback(fields: ContactFields): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/contact', { method: 'POST', json: { ...fields, website: '' } });
}
