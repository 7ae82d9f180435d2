import type { ConversationList, ConversationSummary, MessagePage, MessageView } from '../../../domain/conversation/conversation-view';
import { apiRequest } from './api-client';

/**
 * The conversation calls of docs/api.md "Conversations" (issue 16), shared by the Messages pages, the
 * menu's unread count and the Message buttons of cards, modals and bookings.
 */
export type ConversationStart = ({ shareId: number } | { userId: number }) & { text: string };

export const listConversations = (signal?: AbortSignal) => apiRequest<ConversationList>('/conversations', { signal });

export const unreadMessageCount = (signal?: AbortSignal) => apiRequest<{ unread: number }>('/conversations/unread', { signal });

export const startConversation = (body: ConversationStart) => apiRequest<MessagePage>('/conversations', { method: 'POST', json: body });

export const getMessages = (id: number, before?: number, signal?: AbortSignal) =>
  apiRequest<MessagePage>(`/conversations/${id}/messages`, { query: { before }, signal });

export const sendMessage = (id: number, text: string) => apiRequest<MessageView>(`/conversations/${id}/messages`, { method: 'POST', json: { text } });

export const blockConversation = (id: number) => apiRequest<ConversationSummary>(`/conversations/${id}/block`, { method: 'POST', json: {} });

export const unblockConversation = (id: number) => apiRequest<ConversationSummary>(`/conversations/${id}/block`, { method: 'DELETE' });
