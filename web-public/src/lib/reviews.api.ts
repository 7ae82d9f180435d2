import type { ReviewPage, ReviewRole, ReviewView } from '../../../domain/review/review-view';
import { apiRead, apiRequest } from './api-client';

/** The review calls of docs/api.md "Reviews" (issue 16). */
export const writeReview = (bookingId: number, body: { stars: number; text: string }) =>
  apiRequest<ReviewView>(`/requests/${bookingId}/review`, { method: 'POST', json: body });

export const answerReview = (id: number, text: string) => apiRequest<ReviewView>(`/reviews/${id}/answer`, { method: 'POST', json: { text } });

export const shareReviews = (shareId: number, page: number, perPage = 10, signal?: AbortSignal) =>
  apiRequest<ReviewPage>(`/share/${shareId}/reviews`, { query: { page, perPage }, signal });

/** The first page of a listing's reviews as a read a server-rendered share link embeds. */
export const shareReviewsRead = (shareId: number, perPage: number) => apiRead<ReviewPage>(`/share/${shareId}/reviews`, { page: 1, perPage });

export const userReviews = (userId: number, page: number, role?: ReviewRole, perPage = 10, signal?: AbortSignal) =>
  apiRequest<ReviewPage>(`/user/${userId}/reviews`, { query: { page, perPage, role }, signal });
