import { assertValidFields, conflict } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { changesEmail, MESSAGES, normaliseEmail, profileUpdateFieldErrors } from '../../domain/user/account-rules.js';
import { hoursRangeOf } from '../../domain/pilot/public-record.js';
import type { User } from '../../domain/user/user.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { LoginThrottle, PasswordHasher, SessionStore } from '../ports/security.js';
import type { UserChanges, UserRepository } from '../ports/user.repository.js';
import { AirportChoice } from './airport-choice.js';
import { AvatarUpload } from './avatar-upload.js';
import { CurrentPassword } from './current-password.js';
import type { EmailChangedNotice } from './email-changed-notice.js';
import { isBlank, optionalText } from './input.js';
import type { PendingEmailChange, RequestEmailChange } from './request-email-change.js';

export interface UpdateProfileCommand {
  user: User;
  input: Record<string, unknown>;
  avatar?: Uint8Array;
  /** The session the change is made in: a new password signs out every other session, not this one. */
  session?: string | null;
  /** The client's address: wrong current passwords count toward the login limits, per client and account. */
  ip?: string;
  /** The site's address for an email-change link (RequestEmailChange). */
  siteUrl?: string;
}

export interface ProfileUpdated {
  user: User;
  /** A social account's new address, mailed for confirmation and not applied yet; null otherwise. */
  emailChange: PendingEmailChange | null;
}

/**
 * The Basic account tab. Only the fields a person may change are read (no roles, no provider): whatever
 * else a payload carries is ignored. A new email or password needs the current password (issue 34), so a
 * session alone, a stolen one, cannot take the account over nor sign its owner out; an account without a
 * password (social login) confirms its new email through a link mailed to its current address.
 */
export class UpdateProfile {
  private readonly currentPassword: CurrentPassword;

  constructor(
    private readonly users: UserRepository,
    private readonly airportChoice: AirportChoice,
    private readonly hasher: PasswordHasher,
    private readonly avatars: AvatarUpload,
    private readonly sessions: Pick<SessionStore, 'destroyOthers'>,
    private readonly emailChanges: RequestEmailChange,
    private readonly throttle: LoginThrottle,
    /** The pilot's record: its total hours decide the range (issue 15); none: the range is free. */
    private readonly records: Pick<PilotRecordRepository, 'find'> | null = null,
    /** Mails the old address of a password account whose email changed; none: no mail. */
    private readonly emailChanged: Pick<EmailChangedNotice, 'execute'> | null = null,
  ) {
    this.currentPassword = new CurrentPassword(hasher, throttle);
  }

  async execute({ user, input, avatar, session = null, ip = 'unknown', siteUrl }: UpdateProfileCommand): Promise<ProfileUpdated> {
    const airportErrors: string[] = [];
    const airport = 'airport' in input ? await this.airportChoice.resolve(input.airport, airportErrors) : undefined;
    assertValidFields(fieldErrors([...Object.entries(profileUpdateFieldErrors(input, user.provider, user)), ['airport', airportErrors]]));
    await this.assertRangeMatchesRecord(user, input.totalHours);
    if (avatar) await this.avatars.check(avatar);

    const newEmail = changesEmail(input, user.email) ? normaliseEmail(String(input.email)) : null;
    if (newEmail && (await this.users.emailTaken(newEmail, user.id))) {
      throw conflict(MESSAGES.userExists, [MESSAGES.emailTaken], { email: [MESSAGES.emailTaken] });
    }
    if (user.provider === 'local' && (newEmail || !isBlank(input.password))) await this.currentPassword.assert(user, input.currentPassword, ip);

    const changes: UserChanges = {};
    // A social account's new address waits for the link mailed to its current one.
    if (newEmail && user.provider === 'local') changes.email = newEmail;
    for (const field of ['firstname', 'lastname', 'bio', 'wantedPlane', 'mostExpPlane'] as const) {
      if (input[field] !== undefined && input[field] !== null) changes[field] = optionalText(input[field]);
    }
    if (input.isDiscoverable !== undefined) changes.isDiscoverable = input.isDiscoverable === true;
    if (input.emailPublic !== undefined) changes.emailPublic = input.emailPublic === true;
    if (Array.isArray(input.credentials)) changes.credentials = [...new Set(input.credentials as string[])];
    if (input.totalHours !== undefined) changes.totalHours = isBlank(input.totalHours) ? null : String(input.totalHours);
    if (airport !== undefined) changes.airportId = airport?.id ?? null;
    if (!isBlank(input.password)) changes.passwordHash = await this.hasher.hash(String(input.password));

    const oldAvatar = user.avatar;
    if (avatar) changes.avatar = await this.avatars.store(avatar);
    else if (input.removeAvatar === true) changes.avatar = null;

    let updated: User;
    try {
      updated = await this.users.update(user.id, changes);
    } catch (e) {
      if (avatar && changes.avatar) await this.avatars.discard(changes.avatar);
      throw e;
    }
    if (changes.avatar !== undefined && oldAvatar && oldAvatar.url !== changes.avatar?.url) {
      await this.avatars.discard(oldAvatar);
    }
    if (changes.passwordHash) await this.sessions.destroyOthers(user.id, session);
    if (changes.email) await this.emailChanged?.execute(user, changes.email, siteUrl);
    const emailChange = newEmail && user.provider !== 'local' ? await this.emailChanges.execute(updated, newEmail, siteUrl) : null;
    return { user: updated, emailChange };
  }

  /**
   * A pilot whose record gives his total hours keeps the range that total falls in (saving the record sets
   * it): a changed range that contradicts the record is refused (400 beside totalHours), so a profile never
   * shows "0-500" beside a record of 1,200 hours.
   */
  private async assertRangeMatchesRecord(user: User, value: unknown): Promise<void> {
    if (value === undefined || !this.records) return;
    const range = isBlank(value) ? null : String(value);
    if (range === user.totalHours) return;
    const total = (await this.records.find(user.id))?.totalHours ?? null;
    if (total === null || hoursRangeOf(total) === range) return;
    assertValidFields(fieldErrors([['totalHours', [MESSAGES.hoursFromRecord(total, hoursRangeOf(total)!)]]]));
  }
}
