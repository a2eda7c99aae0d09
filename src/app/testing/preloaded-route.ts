/** A route module for route-preload.test.ts: its clientLoader writes down the addresses it ran for. */
export const loaderRuns: string[] = [];

export function clientLoader({ request }: { request: Request }): null {
  loaderRuns.push(request.url);
  return null;
}

export default function PreloadedRoute(): null {
  return null;
}
