import type { MockCall } from '../call-log';
import type { MockControls } from '../controls';

/**
 * The messages between the page and the mock's worker (./client.ts ↔ ./serve.ts). The page
 * keeps everything that needs a page (sessionStorage, localStorage, `window.__mock`, the Demo
 * panel, the offline switch); the worker keeps Mirage, the database and the handlers.
 */
export type ToWorker =
  /** First message: the controls, and the database as the page's localStorage holds it. */
  | { type: 'start'; controls: MockControls; reset: boolean; stored: string | null; now: number }
  /** `now`: the page's clock, which the demo's clock may just have moved. */
  | { type: 'controls'; controls: MockControls; now: number }
  | { type: 'reset' }
  /** Another tab's mock stored the database (null: reset it): this one carries on from that copy. */
  | { type: 'stored'; stored: string | null }
  /** `now`: the page's clock when it sent the request (./page-clock.ts). */
  | {
      type: 'request';
      id: number;
      url: string;
      method: string;
      headers: Record<string, string>;
      body: string;
      now: number;
    };

export type FromWorker =
  | { type: 'response'; id: number; status: number; headers: [string, string][]; body: string }
  /** The request never reached Mirage's handler: the page fails it like a network error. */
  | { type: 'unanswered'; id: number; reason: string }
  /** One-shot controls the server used up (`expire`). */
  | { type: 'controls'; patch: Partial<MockControls> }
  | { type: 'notice'; message: string; detail?: Record<string, unknown> }
  /** An answered call, for the page's call log. */
  | { type: 'call'; call: Omit<MockCall, 'id'> }
  /** The database changed: the page writes it to localStorage. */
  | { type: 'store'; value: string };

/** Both ends of the channel: a Worker and the worker's global scope have this shape. */
export interface MockPort<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
}
