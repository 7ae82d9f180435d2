import { useContext } from 'react';
import { ModalContext } from '../components/modal/modal.context';
import type { ModalContextValue } from '../components/modal/modal-types';

export function useModal(): ModalContextValue {
  const modal = useContext(ModalContext);
  if (!modal) throw new Error('useModal must be used inside <ModalProvider>');
  return modal;
}
