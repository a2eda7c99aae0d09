// Mirage only creates its request interceptor (Pretender) where `window` exists; a worker has
// `self` with XMLHttpRequest and fetch, which is all Pretender replaces. Imported before miragejs.
(globalThis as { window?: unknown }).window ??= globalThis;
