import type { QuestionList, QuestionView } from '../../../domain/question/question-view';
import { apiRead, apiRequest } from './api-client';

/** The listing questions of docs/api.md "Questions" (issue 16). */
/** A listing's questions (also the read a server-rendered share link embeds). */
export const questionsRead = (shareId: number) => apiRead<QuestionList>(`/share/${shareId}/questions`);

export const askQuestion = (shareId: number, text: string) =>
  apiRequest<QuestionView>(`/share/${shareId}/questions`, { method: 'POST', json: { text } });

export const answerQuestion = (id: number, text: string) => apiRequest<QuestionView>(`/questions/${id}/answer`, { method: 'POST', json: { text } });
