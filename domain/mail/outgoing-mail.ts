/** An email as the use cases write it; adapters decide how it travels. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail this is (e.g. password_reset), for the outbox listing and the logs. */
  kind: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * Makes sending idempotent: a mail whose key was already written or sent is not sent again (the outbox
   * keeps the key unique), and SMTP derives the Message-ID from it, so a retry is recognisably the same mail.
   */
  idempotencyKey?: string;
}
