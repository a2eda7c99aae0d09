import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/use-translation';
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

/**
 * Modal dialog: role="dialog", labelled by its title, focus moved in and restored on close,
 * Escape and mask click close it, Tab stays inside.
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
  const panel = useRef<HTMLDivElement>(null);
  // Escape calls the latest onClose without moving focus in again each time the parent renders.
  const closeOnEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const focusable = () =>
      Array.from(
        node?.querySelectorAll<HTMLElement>(
          'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ) ?? [],
      ).filter((el) => !el.hasAttribute('disabled'));
    (focusable()[0] ?? node)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeOnEscape();
      if (e.key === 'Tab') {
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
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('modal-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('modal-open');
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={`dialog-layer dialog-layer--${variant}`}>
      <div className="dialog-mask" data-testid="dialog-mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`dialog dialog--${variant} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
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
    </div>,
    document.body,
  );
}
