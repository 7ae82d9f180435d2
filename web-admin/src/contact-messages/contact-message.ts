import type { Identifier } from 'react-admin';

/** A message sent with the public site's contact form, as GET /api/admin/contact-messages answers it. */
export interface ContactMessage {
  id: Identifier;
  name: string;
  email: string;
  phone: string;
  /** What the visitor wrote. */
  reason: string;
  createdAt: string;
}

/** The first line of the message, short enough for a table cell. */
export const preview = (m: ContactMessage, length = 90): string => {
  const line = m.reason.split('\n')[0].trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};
