import type { Identifier } from 'react-admin';

/** A mail the site sent, as GET /api/admin/outbox answers it. */
export interface OutboxMail {
  id: Identifier;
  to: string;
  subject: string;
  kind: string;
  text: string;
  /** Absent when the mail has no HTML part. */
  html?: string | null;
  /** logged: written to the outbox only (no SMTP configured); sent; failed (see error). */
  status: 'logged' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}
