import { createRoot } from 'react-dom/client';
import { loadRuntimeOverrides } from '@/config/runtime';
import { setupI18n } from '@/lib/i18n';
import { adoptTokenFromUrl } from '@/app/session-from-url';
import { App } from '@/app/App';
import { routeModuleLoader } from '@/app/router';
import { routeForPath } from '@/config/paths';
import '@/styles/global.css';

async function startBackend(): Promise<void> {
  // Demo builds answer every call in the browser; MODE is a build-time constant, so the live
  // bundle contains neither this import nor anything it pulls in.
  if (import.meta.env.MODE === 'demo') {
    const { startMockServer } = await import('@mock/index');
    await startMockServer();
  } else {
    void loadRuntimeOverrides();
  }
}

/**
 * The built pages paint a static copy of the shell (#prepaint, build/prerender-shell.ts) before
 * this script runs. It stays until React has put the real shell into #root (React Router renders
 * nothing until the route's lazy module is in), and goes in that same frame.
 */
function replacePrepaintWhenMounted(root: HTMLElement) {
  const prepaint = document.getElementById('prepaint');
  if (!prepaint) return;
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild) return;
    observer.disconnect();
    prepaint.remove();
  });
  observer.observe(root, { childList: true });
}

async function bootstrap() {
  // The current route's chunk, the locale chunk and the mock backend load in parallel; no API
  // call is awaited before render (the router asks for the same, by then cached, module).
  void routeModuleLoader(routeForPath(window.location.pathname).id)?.();
  await Promise.all([startBackend(), setupI18n()]);
  adoptTokenFromUrl();
  const root = document.getElementById('root')!;
  replacePrepaintWhenMounted(root);
  createRoot(root).render(<App />);
}

void bootstrap();
