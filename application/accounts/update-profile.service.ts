import { assertValidFields, conflict } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { MESSAGES, normaliseEmail, profileUpdateFieldErrors } from '../../domain/user/account-rules.js';
import type { User } from '../../domain/user/user.js';
import type { PasswordHasher, SessionStore } from '../ports/security.js';
import type { UserChanges, UserRepository } from '../ports/user.repository.js';
import { AirportChoice } from './airport-choice.js';
import { AvatarUpload } from './avatar-upload.js';
import { isBlank, optionalText } from './input.js';

export interface UpdateProfileCommand {
  user: User;
  input: Record<string, unknown>;
  avatar?: Uint8Array;
  /** The session the change is made in: a new password signs out every other session, not this one. */
  session?: string | null;
}

/**
 * The Basic account tab. Only the fields a person may change are read (no roles, no provider): whatever
 * else a payload carries is ignored.
 */
export class UpdateProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly airportChoice: AirportChoice,
    private readonly hasher: PasswordHasher,
    private readonly avatars: AvatarUpload,
    private readonly sessions: Pick<SessionStore, 'destroyOthers'>,
  ) {}

  async execute({ user, input, avatar, session = null }: UpdateProfileCommand): Promise<User> {
    const airportErrors: string[] = [];
    const airport = 'airport' in input ? await this.airportChoice.resolve(input.airport, airportErrors) : undefined;
    assertValidFields(fieldErrors([...Object.entries(profileUpdateFieldErrors(input, user.provider)), ['airport', airportErrors]]));
    if (avatar) await this.avatars.check(avatar);

    const changes: UserChanges = {};
    if (input.email !== undefined) {
      const email = normaliseEmail(String(input.email));
      if (email !== user.email) {
        if (await this.users.emailTaken(email, user.id)) throw conflict(MESSAGES.userExists, [MESSAGES.emailTaken], { email: [MESSAGES.emailTaken] });
        changes.email = email;
      }
    }
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
    return updated;
  }
}
