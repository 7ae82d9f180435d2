import { createTransport, type NodemailerError } from 'nodemailer';
import type { Mailer } from '../../application/ports/mailer.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';

export interface SmtpMailerOptions {
  /** SMTP_URL, e.g. smtp://user:pass@host:2525 or smtps://user:pass@host:465 */
  url: string;
  /** The From header, e.g. 'Wingshare <no-reply@wingshare.example>' */
  from: string;
}

/**
 * Sends mail straight to an SMTP server (nodemailer). A failure rejects with the server's reason; the
 * caller (the outbox worker) decides whether to retry.
 */
export class SmtpMailer implements Mailer {
  private readonly transport;

  /** The right-hand side of Message-IDs: the From address's domain. */
  private readonly domain: string;

  constructor(private readonly options: SmtpMailerOptions) {
    this.domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(options.from)?.[1] ?? 'wingshare.local';
    // nodemailer waits minutes by default; a stuck server should fail one delivery, not hold the worker.
    this.transport = createTransport({
      url: options.url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.headers ? { headers: mail.headers } : {}),
        // A retried mail keeps its Message-ID, so a receiver can tell it is the same mail.
        ...(mail.idempotencyKey ? { messageId: `<${mail.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '_')}@${this.domain}>` } : {}),
      });
    } catch (e) {
      throw new Error(`SMTP could not send the ${mail.kind} mail to ${mail.to}: ${reason(e)}`, { cause: e });
    }
  }

  /** Connects and authenticates without sending anything; rejects with the reason when that fails. */
  async verify(): Promise<void> {
    try {
      await this.transport.verify();
    } catch (e) {
      throw new Error(`SMTP server check failed: ${reason(e)}`, { cause: e });
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** The server's own reply when there is one ("550 5.1.1 No such user"), else the error message. */
function reason(e: unknown): string {
  const error = e as NodemailerError;
  return error?.response ?? error?.message ?? String(e);
}
