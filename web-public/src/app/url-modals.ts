import type { OpenModalState } from '../components/modal/modal-types';
import { SHARE_PARAM } from '../hooks/use-share-link';

/** Modals linked to the address: `?share={id}` on any page opens that listing (spec 2 "Share modal"). */
export function modalFromUrl(search: string): OpenModalState | null {
  const id = new URLSearchParams(search).get(SHARE_PARAM);
  if (id === null) return null;
  return { name: 'share', props: { id } };
}
