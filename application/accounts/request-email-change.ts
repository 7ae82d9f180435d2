import type { User } from '../../domain/user/user.js';
import type { Mailer } from '../ports/mailer.js';
import type { Clock, EmailChangeTokens } from '../ports/security.js';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A change of address waiting for its link: where the link went and the address it sets. */
export interface PendingEmailChange {
  mailedTo: string;
  email: string;
}

/**
 * The new email address of an account without a password (social login) waits for the owner: a single-use
 * link, good for a day, is mailed to the account's current address, and only following it changes the
 * address (ConfirmEmailChange). A session alone, a stolen one included, cannot move the account away.
 */
export class RequestEmailChange {
  constructor(
    private readonly tokens: EmailChangeTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async execute(user: User, email: string, siteUrl: string = this.publicUrl): Promise<PendingEmailChange> {
    const token = await this.tokens.issue(user.id, email, new Date(this.clock.now().getTime() + EMAIL_CHANGE_LIFETIME_MS));
    const link = `${siteUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    const name = user.firstname || user.username;
    await this.mailer.send({
      to: user.email,
      kind: 'email_change',
      subject: 'Confirm the new email address of your Wingshare account',
      text:
        `Hello ${name},\n\nSomeone (we hope you) asked to change the email address of the Wingshare account ` +
        `"${user.username}" from ${user.email} to ${email}. Confirm the change here:\n\n${link}\n\n` +
        `The link works once, for one day. If you did not ask for it, ignore this mail: your address stays as it is.\n\nWingshare`,
      html:
        `<p>Hello ${escapeHtml(name)},</p><p>Someone (we hope you) asked to change the email address of the Wingshare ` +
        `account <b>${escapeHtml(user.username)}</b> from ${escapeHtml(user.email)} to <b>${escapeHtml(email)}</b>.</p>` +
        `<p><a href="${escapeHtml(link)}">Confirm the new address</a></p>` +
        `<p>The link works once, for one day. If you did not ask for it, ignore this mail: your address stays as it is.</p>`,
    });
    return { mailedTo: user.email, email };
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
