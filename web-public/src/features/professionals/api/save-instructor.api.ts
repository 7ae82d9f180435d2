import type { InstructorView } from '../../../lib/instructor-view';
import { apiRequest } from '../../../lib/api-client';

/** The professional form as sent (spec 3 "Instructor payload"): the airport as its id, the rate parsed or null. */
export interface InstructorPayload {
  businessName: string;
  ratePerHour: number | null;
  about: string;
  airport: number | null;
  tags: string[];
  isCommercial: boolean;
  isDiscoverable: boolean;
  /** The hidden trap field: people leave it empty; the server refuses a filled one. */
  honeypot: string;
}

function multipart(payload: InstructorPayload, avatar: File | null): FormData {
  const form = new FormData();
  form.append('instructor', JSON.stringify(payload));
  if (avatar) form.append('avatar', avatar);
  return form;
}

/** POST /api/instructor: the caller becomes a professional (needs the professional subscription). */
export const createInstructor = (payload: InstructorPayload, avatar: File | null) =>
  apiRequest<InstructorView>('/instructor', { method: 'POST', formData: multipart(payload, avatar) });

/** PATCH /api/instructor: the caller's own profile. */
export const updateInstructor = (payload: InstructorPayload, avatar: File | null) =>
  apiRequest<InstructorView>('/instructor', { method: 'PATCH', formData: multipart(payload, avatar) });
