import { changeChannel } from './change-channel';
import type { ShareView } from './share-view';

/**
 * Listings changed in the share modal and shown in grids behind it: every mounted list applies the change,
 * so a disabled share shows its badge and a deleted one leaves the grid without a reload.
 */
export type ShareChange = { kind: 'updated'; share: ShareView } | { kind: 'deleted'; id: number };

const channel = changeChannel<ShareChange>();
export const publishShareChange = channel.publish;
export const subscribeShareChanges = channel.subscribe;
