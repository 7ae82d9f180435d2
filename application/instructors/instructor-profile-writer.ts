import { assertValidFields, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import type { Instructor, InstructorInput } from '../../domain/instructor/instructor.js';
import { INSTRUCTOR_MESSAGES, instructorFieldErrors, toInstructorFields } from '../../domain/instructor/instructor-rules.js';
import type { Avatar, User } from '../../domain/user/user.js';
import type { AirportChoice } from '../accounts/airport-choice.js';
import type { AvatarUpload } from '../accounts/avatar-upload.js';
import type { InstructorData } from '../ports/instructor.repository.js';

/**
 * What create and update share: check every rule, the airport and the picture before storing anything;
 * then store the new picture, and remove it again if the write fails (or the old one once it succeeded).
 *
 * The avatar: a new file becomes the profile's own picture. Without one the profile keeps its own, or
 * else shows the account avatar (stored once, by reference, so changing or removing the account avatar
 * never leaves the profile pointing at a deleted file). With neither: "Please select an avatar".
 */
export class InstructorProfileWriter {
  constructor(
    private readonly airportChoice: AirportChoice,
    private readonly avatars: AvatarUpload,
  ) {}

  async write(
    user: User,
    input: InstructorInput,
    avatarFile: Uint8Array | undefined,
    current: Instructor | null,
    save: (data: InstructorData) => Promise<Instructor>,
  ): Promise<Instructor> {
    if (typeof input.honeypot === 'string' && input.honeypot.trim()) throw validationFailed([INSTRUCTOR_MESSAGES.honeypot]);
    const avatarPresent = !!avatarFile || !!current?.profileAvatar || !!user.avatar;
    const invalid = instructorFieldErrors(input, { avatarPresent });
    // The rules check the airport's shape; whether it is a known airport is the lookup's to say.
    const airportErrors = [...(invalid.airport ?? [])];
    await this.airportChoice.require(input.airport, airportErrors);
    assertValidFields(invalid.airport ? invalid : fieldErrors([...Object.entries(invalid), ['airport', airportErrors]]));
    const fields = toInstructorFields(input);
    if (avatarFile) await this.avatars.check(avatarFile);

    const stored: Avatar | null = avatarFile ? await this.avatars.store(avatarFile) : null;
    let saved: Instructor;
    try {
      saved = await save({ fields, profileAvatar: stored ?? current?.profileAvatar ?? null });
    } catch (e) {
      await this.avatars.discard(stored);
      throw e;
    }
    if (stored && current?.profileAvatar) await this.avatars.discard(current.profileAvatar);
    return saved;
  }
}
