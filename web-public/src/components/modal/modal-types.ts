import type { PlanKind } from '../../../../domain/subscription/plans';
import type { InstructorPreview, InstructorView } from '../../lib/instructor-view';
import type { PilotView } from '../../lib/pilot-view';

/**
 * The modals of the app and the props each one takes. Features open them by name through useModal, so
 * one feature can open another's modal without importing it; the app maps names to components.
 */
export interface ModalPropsMap {
  login: {
    /** Where a social login comes back to (defaults to the current page). */
    returnUrl?: string;
    /** Route to go to after a successful login. */
    afterLogin?: string;
    onComplete?: () => void;
  };
  'forgot-password': Record<never, never>;
  signup: {
    /** Route to go to after signing up. */
    postSignupRoute?: string;
    onComplete?: () => void;
    /** Opened on the way to the professional sign-up: explains the free account comes first. */
    forInstructor?: boolean;
    /** Why the visitor is asked (lib/signup-reasons.ts), the modal's title: "Sign up to save this plane". */
    reason?: string;
    /** Runs when the visitor closes it without signing up (back to the listing it was opened from). */
    onDismiss?: () => void;
  };
  takeover: Record<never, never>;
  /** Card form for one plan; once subscribed, `returnTo` is where the person goes on (the listing wizard). */
  subscribe: { kind: PlanKind; returnTo?: string };
  /**
   * Why a page needs a subscription: listing a plane, or a professional profile. Its Subscribe opens the
   * card form; `returnTo` is where to go once subscribed.
   */
  'subscribe-notification': { type: 'list' | 'instructor'; returnTo?: string };
  /** A new account's first screen: what happened and the three things to do next. */
  welcome: Record<never, never>;
  message: {
    title: string;
    text?: string;
    okLabel?: string;
    /** Runs however the dialog is dismissed (Okay, Escape, close button). */
    onClose?: () => void;
    /** The next step, offered as the main button: a page to go to. */
    action?: { label: string; to: string };
  };
  /**
   * One listing, linked to the address by `?share={id}` (spec 2 "Share modal"): opened from the query
   * string, and closing it removes the parameter. The id is the raw parameter; the modal checks it.
   */
  share: { id: string };
  confirm: {
    title: string;
    text?: string;
    confirmLabel?: string;
    cancelLabel?: string;
    /**
     * A field to fill before confirming (deleting the account asks for the current password): its value is
     * handed to onConfirm, and the messages about it (`check`, or the server's for `name`) show beside it.
     */
    field?: { name: string; label: string; type?: 'text' | 'password'; autoComplete?: string; check?: (value: string) => readonly string[] };
    /** May be async; a thrown error is shown in the dialog, which stays open. */
    onConfirm: (value: string) => void | Promise<void>;
  };
  /**
   * The instructor entry (spec 4): the professional card form for a subscriber; it sends a visitor to
   * sign up first, and a pilot without the professional subscription to its pitch.
   */
  'instructor-signup': Record<never, never>;
  /**
   * One professional (spec 2 "Instructor modal"): the profile itself, or its id to load, with a map-search
   * card's data to show meanwhile.
   */
  instructor: { instructor: InstructorView } | { id: number; preview?: InstructorPreview };
  /** One pilot (spec 2 "User modal"): a map-search result of type `user`. */
  user: PilotView;
}

export type ModalName = keyof ModalPropsMap;

export interface OpenModalState<N extends ModalName = ModalName> {
  name: N;
  props: ModalPropsMap[N];
}

/** Modals whose props are all optional may be opened without props. */
export type OpenModalArgs<N extends ModalName> =
  Record<never, never> extends ModalPropsMap[N] ? [props?: ModalPropsMap[N]] : [props: ModalPropsMap[N]];

/**
 * An open modal; the id changes with every opening, so reopening one starts it afresh. `drawn`: open from the
 * first render, so a server-rendered page was painted with it (it neither fades in nor moves).
 */
export type OpenModal = OpenModalState & { id: number; drawn?: boolean };

export interface ModalContextValue {
  current: OpenModal | null;
  openModal: <N extends ModalName>(name: N, ...args: OpenModalArgs<N>) => void;
  closeModal: () => void;
}
