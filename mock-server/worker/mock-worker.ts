/**
 * The demo's backend thread: Mirage, the database, the handlers and the fixtures are evaluated
 * and run here, off the page's main thread (./client.ts starts it and forwards the API calls).
 */
import './window-shim';
import { installPageClock } from './page-clock';
import type { FromWorker, MockPort, ToWorker } from './protocol';
import { serveMockBackend } from './serve';

serveMockBackend(self as unknown as MockPort<ToWorker, FromWorker>, { followPageClock: installPageClock() });
