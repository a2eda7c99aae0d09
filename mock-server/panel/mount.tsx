import { createRoot } from 'react-dom/client';
import { addLocaleFiles, i18next } from '@/lib/i18n';
import { whenAppRootCreated } from '@/lib/app-root';
import type { MockHandle } from '../handle';
import { DemoPanel } from './DemoPanel';

/** The panel's strings live in the `mock` namespace, whose files only the mock adds, so the live bundle never has them. */
export async function mountDemoPanel(handle: MockHandle): Promise<void> {
  addLocaleFiles(import.meta.glob<{ default: Record<string, unknown> }>('/locales/*/mock.json'));
  await i18next.loadNamespaces('mock');
  // A root of its own made before the app's would take the app's event listeners (src/lib/app-root.ts).
  await whenAppRootCreated();
  const host = document.createElement('div');
  host.id = 'mock-demo-panel';
  document.body.appendChild(host);
  // Last in the page, so the app's skip links stay the first Tab stops: React puts the shell in once
  // the route is ready, after this mounted.
  new MutationObserver(() => {
    if (host.nextElementSibling) document.body.appendChild(host);
  }).observe(document.body, { childList: true });
  createRoot(host).render(<DemoPanel handle={handle} />);
}
