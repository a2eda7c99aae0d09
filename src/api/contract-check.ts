import type { EndpointName } from './endpoints';
import { driftReported } from './contract-drift';

let checker: Promise<typeof import('./contract/report')> | null = null;

/**
 * With runtime config `contractCheck` on, the HTTP adapter hands every answer here after the app has
 * it: the checker (valibot and the schemas of src/api/contract, a chunk of their own, never in the
 * initial JS) is imported on the first answer, and each check runs off the call's path.
 */
export function checkAnswer(call: EndpointName, value: unknown): void {
  if (driftReported(call)) return;
  checker ??= import('./contract/report');
  checker.then(
    (report) => setTimeout(() => report.reportDrift(call, value), 0),
    () => {
      // The chunk could not load (offline): try again with a later answer.
      checker = null;
    },
  );
}
