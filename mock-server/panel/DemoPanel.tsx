import { useEffect, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { STATUS_REFRESH_MS } from '@/config/constants';
import { useDockPart } from '@/hooks/bottom-dock';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from '@/components/ui/dialog';
import { formatFlags, formatSlow, parseFlags, parseSlow, type MockControls } from '../controls';
import type { MockHandle, MockNotice } from '../handle';
import { CallLog } from './CallLog';
import { DemoClock } from './DemoClock';
import './demo-panel.css';

/** How long a demo notice (SMS code, captcha answer) stays on screen. */
const NOTICE_MS = 8000;

/**
 * The floating "Demo" button and panel of mock builds: every control of DECISIONS §4, applied
 * at once for this browser session, the codes no phone receives, the demo's clock and the call log.
 */
export function DemoPanel({ handle }: { handle: MockHandle }) {
  const { t } = useTranslation('mock');
  const [open, setOpen] = useState(false);
  const dockRef = useDockPart({ lane: 'corner' });
  const snapshot = useSyncExternalStore(handle.subscribe, () => handle.notices);
  const controls = useSyncExternalStore(handle.subscribe, () => handle.controls);
  const set = (patch: Partial<MockControls>) => handle.set(patch);
  const check =
    (key: 'maintenance' | 'region' | 'offline' | 'hostile' | 'phoneVerification') =>
    (e: ChangeEvent<HTMLInputElement>) =>
      set({ [key]: e.target.checked });

  return (
    <>
      {/* One corner of the bottom dock: the Demo button, and beside it the latest demo notice while it shows. */}
      <div ref={dockRef} className="demo-panel__corner">
        <button type="button" className="demo-panel__fab" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('button')}
        </button>
        <LatestNotice notices={snapshot} />
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} variant="sheet" className="demo-panel">
        <p className="demo-panel__hint">{t('hint', { seconds: STATUS_REFRESH_MS / 1000 })}</p>
        <div className="demo-panel__grid">
          <label className="demo-panel__check">
            <input type="checkbox" checked={controls.maintenance} onChange={check('maintenance')} />
            {t('maintenance')}
          </label>
          <label className="demo-panel__check">
            <input type="checkbox" checked={controls.region} onChange={check('region')} />
            {t('region')}
          </label>
          <label className="demo-panel__check">
            <input type="checkbox" checked={controls.offline} onChange={check('offline')} />
            {t('offline')}
          </label>
          <label className="demo-panel__check">
            <input type="checkbox" checked={controls.hostile} onChange={check('hostile')} />
            {t('hostile')}
          </label>
          <label className="demo-panel__check">
            <input type="checkbox" checked={controls.phoneVerification} onChange={check('phoneVerification')} />
            {t('phoneVerification')}
          </label>
          <TextControl label={t('ip')} value={controls.ip} onCommit={(ip) => set({ ip })} />
          <TextControl
            label={t('latency')}
            value={String(controls.latency)}
            inputMode="numeric"
            onCommit={(v) => set({ latency: Math.max(0, Number(v) || 0) })}
          />
          <TextControl
            label={t('fail')}
            value={controls.fail.join(',')}
            placeholder="gameList,login"
            onCommit={(v) =>
              set({
                fail: v
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean),
              })
            }
          />
          <TextControl
            label={t('flags')}
            value={formatFlags(controls.flags)}
            placeholder="MOBILEVERCODELOGIN3:0"
            onCommit={(v) => set({ flags: parseFlags(v) })}
          />
          <TextControl
            label={t('captchaAfter')}
            value={String(controls.captchaAfter)}
            inputMode="numeric"
            onCommit={(v) => set({ captchaAfter: Math.max(0, Number(v) || 0) })}
          />
          <TextControl
            label={t('slow')}
            value={formatSlow(controls.slow)}
            placeholder="deposit:12000"
            onCommit={(v) => set({ slow: parseSlow(v) })}
          />
          <TextControl
            label={t('drift')}
            value={controls.drift.join(',')}
            placeholder="gameList"
            onCommit={(v) =>
              set({
                drift: v
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean),
              })
            }
          />
        </div>
        {(handle.captcha || handle.smsCode) && (
          <p className="demo-panel__codes">
            {handle.captcha && <span>{t('captchaCode', { code: handle.captcha })}</span>}
            {handle.smsCode && <span>{t('smsCode', { code: handle.smsCode })}</span>}
          </p>
        )}
        <div className="demo-panel__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => set({ expire: true })}
            disabled={controls.expire}
          >
            {controls.expire ? t('expirePending') : t('expire')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              handle.reset();
              window.location.reload();
            }}
          >
            {t('reset')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
        </div>
        <DemoClock handle={handle} />
        <CallLog handle={handle} />
      </Dialog>
    </>
  );
}

/** A text field that applies its value on blur or Enter, so half-typed values never apply. */
function TextControl({
  label,
  value,
  onCommit,
  placeholder,
  inputMode,
}: {
  label: string;
  value: string;
  onCommit(v: string): void;
  placeholder?: string;
  inputMode?: 'numeric';
}) {
  const [draft, setDraft] = useState(value);
  // A new value from outside replaces the draft (set while rendering, not in an effect).
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  return (
    <label className="field demo-panel__field">
      <span className="field__label">{label}</span>
      <input
        className="field__control"
        value={draft}
        placeholder={placeholder}
        inputMode={inputMode}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => draft !== value && onCommit(draft)}
        onKeyDown={(e) => e.key === 'Enter' && onCommit(draft)}
      />
    </label>
  );
}

/** The newest demo notice, shown for a few seconds. */
function LatestNotice({ notices }: { notices: MockNotice[] }) {
  const { t } = useTranslation('mock');
  const latest = notices[notices.length - 1];
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => {
    if (!latest) return;
    const timer = setTimeout(() => setHidden(latest.id), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  if (!latest || hidden === latest.id) return null;
  const text = latest.detail?.captcha
    ? t('captchaCode', { code: latest.detail.captcha })
    : latest.detail?.smsCode
      ? t('smsCode', { code: latest.detail.smsCode })
      : latest.message;
  return (
    <div className="demo-panel__notice" role="status">
      <strong>{t('noticeTitle')}</strong> {text}
    </div>
  );
}
