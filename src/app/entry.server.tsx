import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { languageFromEnv } from '@/config/languages';
import { setupI18nForPrerender } from '@/lib/i18n';
import { recordFirstCalls, withFirstCallsScript } from './first-calls-plan';

/**
 * Used only at build time: React Router renders each prerendered path (react-router.config.ts)
 * through it. There is no server at run time, so no bot detection: the whole page, once everything
 * (the router's hydration data included) has rendered. (A custom entry also keeps a server runtime
 * package out of the dependencies.)
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // The pages' text is the build's default language, which `<html lang>` names (src/app/root.tsx).
  const language = languageFromEnv(import.meta.env.VITE_DEFAULT_LANG);
  await setupI18nForPrerender(language);
  let status = responseStatusCode;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  let html = await new Response(body).text();
  // Live pages send their first screen's calls from the head (./first-calls-script.ts); the demo's
  // calls go to its mock, which starts with the app.
  if (import.meta.env.MODE !== 'demo')
    html = withFirstCallsScript(html, { language, calls: await recordFirstCalls(routerContext, request.url) });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers: responseHeaders });
}
