import { createRoot } from 'react-dom/client';
import { i18next } from '@/lib/i18n';
import type { MockHandle } from '../handle';
import { DemoPanel } from './DemoPanel';

const locales = import.meta.glob<{ default: Record<string, unknown> }>('/locales/*/mock.json');

/** The panel's strings live in the `mock` namespace, loaded here so the live bundle never has them. */
async function loadStrings(language: string) {
  const load = locales[`/locales/${language.toLowerCase()}/mock.json`];
  if (load && !i18next.hasResourceBundle(language, 'mock')) i18next.addResourceBundle(language, 'mock', (await load()).default);
}

export async function mountDemoPanel(handle: MockHandle): Promise<void> {
  await loadStrings(i18next.language || 'TY');
  i18next.on('languageChanged', (lng) => void loadStrings(lng));
  const host = document.createElement('div');
  host.id = 'mock-demo-panel';
  document.body.appendChild(host);
  createRoot(host).render(<DemoPanel handle={handle} />);
}
