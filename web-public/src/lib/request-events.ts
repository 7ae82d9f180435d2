import { changeChannel } from './change-channel';

/** Requests answered in the Requests tab, counted in the account menu's pending count. */
const channel = changeChannel();
export const publishRequestChange = (): void => channel.publish();
export const subscribeRequestChanges = channel.subscribe;
