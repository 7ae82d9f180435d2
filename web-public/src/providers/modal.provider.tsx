import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { ModalContext } from '../components/modal/modal.context';
import { requestedModal } from '../components/modal/modal-on-arrival';
import type { ModalContextValue, OpenModal, OpenModalState } from '../components/modal/modal-types';

let nextId = 1;
const withId = (state: OpenModalState | null, drawn = false): OpenModal | null => (state ? { ...state, id: nextId++, ...(drawn && { drawn }) } : null);

/** The modal a URL asks for through its query string (e.g. `?share=12`), or null. */
export type ModalFromUrl = (search: string) => OpenModalState | null;

interface ModalProviderProps {
  children: ReactNode;
  /** Modals linked to the address: opened on arrival (a reload too) and after every location change. */
  fromUrl?: ModalFromUrl;
  /** The modal open on arrival when the address links none (the server drew the page with it open). */
  initial?: OpenModalState | null;
}

/** The key react-router gave the history entry the browser is on (it is pushed before React renders it). */
const historyKey = (): string | undefined => (window.history.state as { key?: string } | null)?.key;

/**
 * One modal at a time. Opening one locks page scroll; closing it or a location change restores it. A modal
 * opened once a navigation was under way belongs to the page being reached: that navigation's landing
 * leaves it open. (Router updates render as transitions, and lazy pages load first, so a click can open
 * a modal after the address changed but before the new page shows.)
 */
export function ModalProvider({ children, fromUrl, initial = null }: ModalProviderProps) {
  const location = useLocation();
  const pendingKey = useRef<string | undefined>(undefined);
  pendingKey.current = useNavigation().location?.key;
  const [current, setCurrent] = useState<OpenModal | null>(() => withId(fromUrl?.(location.search) ?? initial, true));
  // The location the open modal was opened for.
  const openedFor = useRef<string | undefined>(location.key);
  const seenKey = useRef(location.key);
  const seenAddress = useRef({ pathname: location.pathname, search: location.search });
  const navigationType = useNavigationType();
  const fromUrlRef = useRef(fromUrl);
  fromUrlRef.current = fromUrl;

  const openModal = useCallback<ModalContextValue['openModal']>((name, ...args) => {
    openedFor.current = pendingKey.current ?? historyKey();
    setCurrent(withId({ name, props: args[0] ?? {} } as OpenModalState));
  }, []);
  const closeModal = useCallback(() => setCurrent(null), []);

  // A location change closes the modal, unless the navigation asked for one (modalOnArrival), the new
  // address links one, or the modal was opened for the new location. The first location is not a
  // change: history state survives a reload and must not reopen an old modal (a modal linked by the
  // address opened with the first render). A page writing its own state into its address (a replace on
  // the same path, as Find writes its search once it starts) stays the same page: a modal open over it
  // stays, unless the address linked it (such a modal follows the address).
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    const before = seenAddress.current;
    seenAddress.current = { pathname: location.pathname, search: location.search };
    const samePage = navigationType === 'REPLACE' && location.pathname === before.pathname && !fromUrlRef.current?.(before.search);
    const next = requestedModal(location.state) ?? fromUrlRef.current?.(location.search) ?? null;
    if (next || (!samePage && openedFor.current !== location.key)) {
      openedFor.current = location.key;
      setCurrent(withId(next));
    } else if (samePage) {
      openedFor.current = location.key;
    }
    // location.state, location.pathname, location.search and the navigation's type belong to location.key.
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
