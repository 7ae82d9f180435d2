/** An email as the use cases write it; adapters decide how it travels. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail this is (e.g. password_reset), for the outbox listing and the logs. */
  kind: string;
}
