import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/instructor: "Stop being a professional"; the subscription is left alone. */
export const deleteInstructor = () => apiRequest<void>('/instructor', { method: 'DELETE' });
