import { createRoot } from 'react-dom/client';
import { loadRuntimeOverrides } from '@/config/runtime';
import { setupI18n } from '@/lib/i18n';
import { adoptTokenFromUrl } from '@/app/session-from-url';
import { App } from '@/app/App';
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

async function bootstrap() {
  // The locale chunk and the mock backend load in parallel; no API call is awaited before render.
  await Promise.all([startBackend(), setupI18n()]);
  adoptTokenFromUrl();
  createRoot(document.getElementById('root')!).render(<App />);
}

void bootstrap();
