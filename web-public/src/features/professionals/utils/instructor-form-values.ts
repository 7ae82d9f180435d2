import type { AirportRef } from '../../../../../domain/airport/airport';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { instructorFieldErrors } from '../../../../../domain/instructor/instructor-rules';
import { parseRate } from '../../../../../domain/share/share-rules';
import type { InstructorView } from '../../../lib/instructor-view';
import type { InstructorPayload } from '../api/save-instructor.api';

/** The professional card form (instructor-signup modal and Professional tab) as typed. */
export interface InstructorFormValues {
  businessName: string;
  /** As typed: "$85", "85 / hr". */
  rate: string;
  about: string;
  airport: AirportRef | null;
  tags: string[];
  isCommercial: boolean;
  isDiscoverable: boolean;
  honeypot: string;
}

/** A new profile starts at the account's home airport, as a discoverable flight instructor. */
export const newInstructorForm = (homeAirport: AirportRef | null): InstructorFormValues => ({
  businessName: '',
  rate: '',
  about: '',
  airport: homeAirport,
  tags: [],
  isCommercial: false,
  isDiscoverable: true,
  honeypot: '',
});

export const instructorFormOf = (instructor: InstructorView): InstructorFormValues => ({
  businessName: instructor.businessName,
  rate: instructor.ratePerHour ? String(instructor.ratePerHour) : '',
  about: instructor.about,
  airport: instructor.airport,
  tags: instructor.tags,
  isCommercial: instructor.isCommercial,
  isDiscoverable: instructor.isDiscoverable,
  honeypot: '',
});

/** The fields of the professional card form, by payload name. */
export const INSTRUCTOR_FORM_FIELDS = ['isCommercial', 'businessName', 'ratePerHour', 'about', 'airport', 'avatar', 'tags', 'isDiscoverable'];

/** The server's rules, run before sending: every message by field, in the form's order. */
export const instructorFormErrors = (values: InstructorFormValues, avatarPresent: boolean): FieldErrors =>
  instructorFieldErrors(
    {
      businessName: values.businessName,
      ratePerHour: values.rate,
      about: values.about,
      airport: values.airport?.id ?? null,
      tags: values.tags,
      isCommercial: values.isCommercial,
      isDiscoverable: values.isDiscoverable,
    },
    { avatarPresent },
  );

/** Spec 5: an empty rate goes as null and an empty business name as "". */
export const instructorPayloadOf = (values: InstructorFormValues): InstructorPayload => ({
  businessName: values.businessName.trim(),
  ratePerHour: parseRate(values.rate, false).rate,
  about: values.about.trim(),
  airport: values.airport?.id ?? null,
  tags: values.tags,
  isCommercial: values.isCommercial,
  isDiscoverable: values.isDiscoverable,
  honeypot: values.honeypot,
});
