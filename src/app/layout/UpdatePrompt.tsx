import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAfterLoadIdle } from '@/hooks/use-after-load-idle';
import { appWorker } from '@/lib/app-worker';
import { useTranslation } from '@/lib/use-translation';
import './notice-banner.css';

/**
 * "A new version is available — Reload", at the top of the content once a new deploy's service
 * worker waits (src/lib/app-worker.ts): in the flow of the page, so it covers nothing, and a
 * status region, so a screen reader says it without moving focus. Until the player reloads, the
 * old worker keeps serving the files this page was built with. The worker is registered once
 * the first screen is done, so its precache never competes with it. Once tapped, the button says
 * "Reloading…" until the page goes: the new version can take a few seconds to take over.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const afterLoad = useAfterLoadIdle();
  const waiting = useSyncExternalStore(appWorker.subscribe, appWorker.updateWaiting, () => false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (afterLoad) appWorker.register();
  }, [afterLoad]);

  // The region is in the page before its text, so the text is announced when it comes.
  return (
    <div role="status" className={waiting ? 'notice-banner' : undefined}>
      {waiting && (
        <>
          <p className="notice-banner__text">{t('appUpdate.available')}</p>
          <button
            type="button"
            className="btn btn--small btn--primary"
            onClick={() => {
              setReloading(true);
              appWorker.activateUpdate();
            }}
          >
            {t(reloading ? 'appUpdate.reloading' : 'appUpdate.reload')}
          </button>
        </>
      )}
    </div>
  );
}
