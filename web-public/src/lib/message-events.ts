import { changeChannel } from './change-channel';

/** Messages read or sent in a conversation page, counted in the menu's unread badge. */
const channel = changeChannel();
export const publishMessagesChange = (): void => channel.publish();
export const subscribeMessagesChanges = channel.subscribe;
