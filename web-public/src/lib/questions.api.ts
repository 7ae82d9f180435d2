import type { QuestionList, QuestionView } from '../../../domain/question/question-view';
import { apiRequest } from './api-client';

/** The listing questions of docs/api.md "Questions" (issue 16). */
export const listQuestions = (shareId: number, signal?: AbortSignal) => apiRequest<QuestionList>(`/share/${shareId}/questions`, { signal });

export const askQuestion = (shareId: number, text: string) =>
  apiRequest<QuestionView>(`/share/${shareId}/questions`, { method: 'POST', json: { text } });

export const answerQuestion = (id: number, text: string) => apiRequest<QuestionView>(`/questions/${id}/answer`, { method: 'POST', json: { text } });
