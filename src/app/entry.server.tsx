import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { languageFromEnv } from '@/config/languages';
import { setupI18nForPrerender } from '@/lib/i18n';

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
  await setupI18nForPrerender(languageFromEnv(import.meta.env.VITE_DEFAULT_LANG));
  let status = responseStatusCode;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers: responseHeaders });
}
