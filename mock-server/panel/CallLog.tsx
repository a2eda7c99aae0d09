import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { HTML_LANG } from '@/config/languages';
import type { LanguageCode } from '@/api/types/common';
import { curlLine, type MockCall } from '../call-log';
import { MOCK_ERROR_CODES } from '../context';
import { failEntry, withFailure, type MockControls } from '../controls';
import type { MockHandle } from '../handle';

/** The Demo panel's live list of the calls the mock answered, newest first. */
export function CallLog({ handle }: { handle: MockHandle }) {
  const { t } = useTranslation('mock');
  const headingId = useId();
  const calls = useSyncExternalStore(handle.subscribe, () => handle.calls);
  return (
    <section className="call-log" aria-labelledby={headingId}>
      <div className="call-log__head">
        <h3 id={headingId} className="call-log__title">
          {t('calls.title', { n: calls.length })}
        </h3>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => handle.clearCalls()}
          disabled={calls.length === 0}
        >
          {t('calls.clear')}
        </button>
      </div>
      {calls.length === 0 ? (
        <p className="demo-panel__hint">{t('calls.empty')}</p>
      ) : (
        <ol className="call-log__list">
          {[...calls].reverse().map((call) => (
            <CallEntry key={call.id} call={call} handle={handle} />
          ))}
        </ol>
      )}
    </section>
  );
}

const pretty = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The answer's JSON indented; a cut answer as it is. */
function prettyAnswer(text: string): string {
  try {
    return pretty(JSON.parse(text));
  } catch {
    return text;
  }
}

/** One call: a summary line that opens its request, answer, curl line and failure controls. */
function CallEntry({ call, handle }: { call: MockCall; handle: MockHandle }) {
  const { t, i18n } = useTranslation('mock');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const time = new Date(call.time).toLocaleTimeString(HTML_LANG[i18n.language as LanguageCode], { hour12: false });
  const { pathname, search } = new URL(call.url);
  return (
    <li className="call-log__entry">
      <button
        type="button"
        className="call-log__summary"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={() => setOpen(!open)}
      >
        {/* Spaces between the parts: the button's accessible name reads them as words. */}
        <span className="call-log__time">{time}</span> <span className="call-log__name">{call.name}</span>{' '}
        <span>{call.method}</span>{' '}
        <span className={call.status >= 400 ? 'call-log__status call-log__status--failed' : 'call-log__status'}>
          {call.status}
        </span>{' '}
        <span>{t('calls.latency', { ms: call.latencyMs })}</span>
      </button>
      {open && (
        <div id={detailsId} className="call-log__details">
          <p className="call-log__url">{pathname + search}</p>
          <h4 className="call-log__label">{t('calls.payload')}</h4>
          <pre className="call-log__code">{pretty(call.payload)}</pre>
          <h4 className="call-log__label">{t('calls.answer')}</h4>
          <pre className="call-log__code">{prettyAnswer(call.answer)}</pre>
          <CopyAsCurl call={call} />
          <FailureControls name={call.name} handle={handle} />
        </div>
      )}
    </li>
  );
}

function CopyAsCurl({ call }: { call: MockCall }) {
  const { t } = useTranslation('mock');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(curlLine(call)).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="call-log__row">
      <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy()}>
        {t('calls.copyCurl')}
      </button>
      <span role="status">{copied === null ? '' : copied ? t('calls.copied') : t('calls.copyFailed')}</span>
    </div>
  );
}

/** The failure toggles: the control each one writes, and its label. */
const FAIL_BUTTONS = [
  ['failNext', 'calls.failNext'],
  ['fail', 'calls.failAlways'],
] as const;

/** Whether `entries` make the call `name` fail. */
const failsIn = (entries: string[], name: string) => withFailure(entries, name, null).length !== entries.length;

/**
 * "Fail next" and "Fail always" for one call, with the error it answers: a server error (HTTP 500)
 * or a business error code. They write the panel's own `fail` / `failNext` controls (one mechanism).
 */
function FailureControls({ name, handle }: { name: string; handle: MockHandle }) {
  const { t } = useTranslation('mock');
  const controls = useSyncExternalStore(handle.subscribe, () => handle.controls);
  const [code, setCode] = useState('');
  const toggle = (key: 'fail' | 'failNext') => {
    const entry = failsIn(controls[key], name) ? null : failEntry(name, code || undefined);
    handle.set({ [key]: withFailure(controls[key], name, entry) } satisfies Partial<MockControls>);
  };
  return (
    <div className="call-log__row">
      <label className="field call-log__code-picker">
        <span className="field__label">{t('calls.errorCode')}</span>
        <select className="field__control" value={code} onChange={(e) => setCode(e.target.value)}>
          <option value="">{t('calls.serverError')}</option>
          {MOCK_ERROR_CODES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      {FAIL_BUTTONS.map(([key, label]) => (
        <button
          key={key}
          type="button"
          className="btn btn--ghost btn--small"
          aria-pressed={failsIn(controls[key], name)}
          onClick={() => toggle(key)}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}
