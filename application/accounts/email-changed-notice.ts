import { maskEmail } from '../../domain/user/mask-email.js';
import type { User } from '../../domain/user/user.js';
import type { Mailer } from '../ports/mailer.js';

/**
 * Tells the old address of a password account that its email was changed (issue 34): the new address
 * partly masked, and what to do if the owner did not make the change. Whoever changed it knew the current
 * password; this mail lets the real owner notice at the address he still reads.
 */
export class EmailChangedNotice {
  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  async execute(before: User, newEmail: string, siteUrl: string = this.publicUrl): Promise<void> {
    const name = before.firstname || before.username;
    const masked = maskEmail(newEmail);
    const help = `${siteUrl}/feedback`;
    const notMe =
      'If you did not make this change, someone knows your password: write to us right away through our contact page, ' +
      'and we will help you get your account back.';
    await this.mailer.send({
      to: before.email,
      kind: 'email_changed',
      subject: 'The email address of your Wingshare account was changed',
      text:
        `Hello ${name},\n\nThe email address of the Wingshare account "${before.username}" was changed from ${before.email} ` +
        `to ${masked}. Mails about the account now go to the new address.\n\n${notMe}\n\n${help}\n\nWingshare`,
      html:
        `<p>Hello ${escapeHtml(name)},</p><p>The email address of the Wingshare account <b>${escapeHtml(before.username)}</b> ` +
        `was changed from ${escapeHtml(before.email)} to <b>${escapeHtml(masked)}</b>. Mails about the account now go to the new address.</p>` +
        `<p>${escapeHtml(notMe)}</p><p><a href="${escapeHtml(help)}">Contact Wingshare</a></p>`,
    });
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
