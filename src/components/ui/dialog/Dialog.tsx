import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/use-translation';
import { Toaster } from '../toast';
import { closeOnBack } from './back-closes';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  /** Footer actions (buttons). */
  actions?: ReactNode;
  /** `sheet` slides up from the bottom; `center` is a modal card; `drawer` slides from the left. */
  variant?: 'center' | 'sheet' | 'drawer';
  /** Hide the visible title (it stays the accessible name). */
  hideTitle?: boolean;
  className?: string;
}

/** What takes the focus when a dialog opens: a field marked `data-autofocus` (a search sheet's input), else the first control. */
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog: a native `<dialog>` opened with `showModal()`, so the page behind is inert; labelled by
 * its title; focus moved in and restored on close; Escape, the mask and Back close it (back-closes.ts);
 * Tab stays inside. It shows the toasts itself: the page's toaster is behind it (a modal dialog is above
 * any z-index) and inert, so a dialog's own outcome ("Insufficient balance") would go unseen and unheard.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  variant = 'center',
  hideTitle,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const layer = useRef<HTMLDialogElement>(null);
  // Escape and Back call the latest onClose without moving focus in again each time the parent renders.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = layer.current;
    if (!node) return;
    if (!node.open) node.showModal();
    const focusable = () =>
      Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('disabled'));
    (node.querySelector<HTMLElement>('[data-autofocus]') ?? focusable()[0] ?? node).focus();
    // Escape (and a close request of the platform, e.g. Android's back gesture) cancels the dialog: the parent closes it.
    const onCancel = (e: Event) => {
      e.preventDefault();
      close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = focusable();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    node.addEventListener('cancel', onCancel);
    node.addEventListener('keydown', onKey);
    document.body.classList.add('modal-open');
    const releaseBack = closeOnBack(() => close());
    return () => {
      node.removeEventListener('cancel', onCancel);
      node.removeEventListener('keydown', onKey);
      if (node.open) node.close();
      document.body.classList.remove('modal-open');
      releaseBack();
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <dialog ref={layer} className={`dialog-layer dialog-layer--${variant}`} aria-labelledby={titleId}>
      <div className="dialog-mask" data-testid="dialog-mask" onClick={onClose} aria-hidden="true" />
      <div className={`dialog dialog--${variant} ${className ?? ''}`}>
        <div className={hideTitle ? 'visually-hidden' : 'dialog__header'}>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        </div>
        <button type="button" className="dialog__close" onClick={onClose} aria-label={t('actions.close')}>
          ×
        </button>
        <div className="dialog__body">{children}</div>
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
      <Toaster />
    </dialog>,
    document.body,
  );
}
