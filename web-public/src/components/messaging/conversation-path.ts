/** Who a first message goes to: a listing's owner, or a person (with the listing an owner writes about). */
export type ConversationTo = { shareId: number } | { userId: number; about?: number };

/**
 * Where a first message is written (the page opens an existing conversation instead). Never `?share=`:
 * on any page that parameter opens the share modal over it.
 */
export const newConversationPath = (to: ConversationTo): string =>
  'shareId' in to ? `/messages/new?listing=${to.shareId}` : `/messages/new?user=${to.userId}${to.about ? `&about=${to.about}` : ''}`;

/** What a Message button hands the composer page beside the address (in-app only, so a link cannot set it). */
export interface NewConversationState {
  name?: string;
}
