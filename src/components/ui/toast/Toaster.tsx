import { useToastStore } from './toast-store';
import './toast.css';

/** Renders the toast stack; loading toasts are polite status, errors are alerts. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.kind === 'loading' && <span className="spinner spinner--small" aria-hidden="true" />}
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
}
