import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ModalContext } from '../components/modal/modal.context';
import { requestedModal } from '../components/modal/modal-on-arrival';
import type { ModalContextValue, OpenModal, OpenModalState } from '../components/modal/modal-types';

let nextId = 1;
const withId = (state: OpenModalState | null): OpenModal | null => (state ? { ...state, id: nextId++ } : null);

/** One modal at a time. Opening one locks page scroll; closing it or any location change restores it. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenModal | null>(null);
  const location = useLocation();
  const seenKey = useRef(location.key);

  const openModal = useCallback<ModalContextValue['openModal']>((name, ...args) => {
    setCurrent(withId({ name, props: args[0] ?? {} } as OpenModalState));
  }, []);
  const closeModal = useCallback(() => setCurrent(null), []);

  // A location change closes the modal, unless the navigation asked for one (modalOnArrival). The
  // first location is not a change: history state survives a reload and must not reopen an old modal.
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    setCurrent(withId(requestedModal(location.state)));
    // location.state belongs to location.key: it only changes with it.
  }, [location.key]);

  useEffect(() => {
    if (!current) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [current]);

  const value = useMemo(() => ({ current, openModal, closeModal }), [current, openModal, closeModal]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}
