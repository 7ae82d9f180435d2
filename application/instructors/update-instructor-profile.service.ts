import type { Instructor, InstructorInput } from '../../domain/instructor/instructor.js';
import type { InstructorRepository } from '../ports/instructor.repository.js';
import type { InstructorProfileCommand } from './create-instructor-profile.service.js';
import { ownProfile } from './instructor-access.js';
import type { InstructorProfileWriter } from './instructor-profile-writer.js';

const FIELDS = ['businessName', 'ratePerHour', 'about', 'airport', 'tags', 'isCommercial', 'isDiscoverable', 'honeypot'] as const;

/**
 * PATCH /instructor: the caller's own profile (404 without one). Fields not sent keep their value; the
 * whole result is checked again. Editing needs no running subscription (only creating does).
 */
export class UpdateInstructorProfile {
  constructor(
    private readonly instructors: InstructorRepository,
    private readonly writer: InstructorProfileWriter,
  ) {}

  async execute({ user, input, avatar }: InstructorProfileCommand): Promise<Instructor> {
    const current = await ownProfile(this.instructors, user);
    const merged: InstructorInput = { ...profileAsInput(current) };
    for (const key of FIELDS) if (key in input) merged[key] = input[key];
    return this.writer.write(user, merged, avatar, current, (data) => this.instructors.update(current.id, data));
  }
}

function profileAsInput(i: Instructor): InstructorInput {
  return {
    businessName: i.businessName, ratePerHour: i.ratePerHour, about: i.about, airport: i.airport.id, tags: i.tags,
    isCommercial: i.isCommercial, isDiscoverable: i.isDiscoverable,
  };
}
