import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useModal } from '../../hooks/use-modal';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  title: string;
  children: ReactNode;
  /** Runs however the dialog is dismissed; the modal closes afterwards. */
  onClose?: () => void;
  size?: 'small' | 'medium' | 'large';
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
}

/** The frame of every modal: backdrop, labelled dialog, close button, Escape, focus kept inside. */
export function ModalDialog({ title, children, onClose, size = 'medium', hideTitle, className }: ModalDialogProps) {
  const { current, closeModal } = useModal();
  // A modal the page was drawn with is part of its first paint: it does not fade in over it.
  const still = current?.drawn ? ' modal-still' : '';
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef<() => void>(() => {});
  dismissRef.current = () => {
    onClose?.();
    closeModal();
  };

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea');
    (first ?? dialog)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismissRef.current();
      } else if (event.key === 'Tab' && dialog) {
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        if (items.length === 0) return;
        const firstItem = items[0];
        const lastItem = items[items.length - 1];
        if (event.shiftKey && document.activeElement === firstItem) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && document.activeElement === lastItem) {
          event.preventDefault();
          firstItem.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  return (
    <div
      className={`modal-backdrop${still}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismissRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal-dialog modal-${size}${still}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button type="button" className="modal-close" onClick={() => dismissRef.current()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title'}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
