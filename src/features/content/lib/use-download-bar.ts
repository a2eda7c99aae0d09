import { useEffect, useMemo, useState } from 'react';
import { useSiteStatus } from '@/queries/site';
import { detectPlatform } from '@/lib/platform';
import { readString, writeString } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { downloadBarDecision, type BarDecision, type DownloadContext } from './download-rules';

const FLAG_ON = '1';
const isFlagOn = (value: string): value is typeof FLAG_ON => value === FLAG_ON;

/** A launch from a home-screen shortcut carries WEBCLIP=1 in its URL: remember it (§4). */
function rememberWebclip(search: string) {
  if (new URLSearchParams(search).get(STORAGE_KEYS.webclip) === FLAG_ON) writeString(STORAGE_KEYS.webclip, FLAG_ON);
}

/** The bar's decision for this browser, and `close()` which hides it for good (hideDownloadBar=1). */
export function useDownloadBar(): { decision: BarDecision | null; context: DownloadContext | null; close(): void } {
  const status = useSiteStatus();
  const [closed, setClosed] = useState(() => readString(STORAGE_KEYS.hideDownloadBar, isFlagOn) !== null);
  useEffect(() => rememberWebclip(window.location.search), []);

  const resources = status.data?.info.resources;
  const context = useMemo<DownloadContext | null>(
    () =>
      resources
        ? {
            platform: detectPlatform(),
            userAgent: navigator.userAgent,
            resources,
            closed,
            webclip: readString(STORAGE_KEYS.webclip, isFlagOn) !== null,
          }
        : null,
    [resources, closed],
  );
  return {
    context,
    decision: context && downloadBarDecision(context),
    close: () => {
      writeString(STORAGE_KEYS.hideDownloadBar, FLAG_ON);
      setClosed(true);
    },
  };
}
