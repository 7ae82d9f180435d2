import type { ModalName, OpenModalState } from './modal-types';

/**
 * Navigation state asking for a modal once the new page shows, e.g.
 * `navigate('/', { state: modalOnArrival('signup', {}) })`. A plain openModal before navigating would
 * be closed by the location change that follows it.
 */
export interface ModalOnArrival {
  openModal?: OpenModalState;
}

export const modalOnArrival = <N extends ModalName>(name: N, props: OpenModalState<N>['props']): ModalOnArrival => ({
  openModal: { name, props } as OpenModalState,
});

export const requestedModal = (state: unknown): OpenModalState | null =>
  (state as ModalOnArrival | null)?.openModal ?? null;
