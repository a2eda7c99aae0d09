import { appWorker } from '@/lib/app-worker';

/**
 * Makes the site an installable web app. The manifest link and the home-screen metas are in every
 * page from the start (src/app/root.tsx); this registers the service worker (src/lib/app-worker.ts,
 * which the shell's update prompt registers too: the first call counts). Started from the home
 * screen, the app runs standalone, which `isStandaloneDisplay()` detects (the download bar then hides).
 */
export function installWebApp(): void {
  appWorker.register();
}
