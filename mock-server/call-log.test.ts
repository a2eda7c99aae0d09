import { api } from '@/api';
import { curlLine } from './call-log';
import { failure, setUpMockServer } from './testing';

vi.mock('./panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer();

describe('call log', () => {
  beforeEach(() => mock().clearCalls());

  it('records each answered call: time, name, method, path, status, latency, payload and answer', async () => {
    mock().set({ latency: 0 });
    await api.systemStatus();
    const [call] = mock().calls;
    expect(call).toMatchObject({ name: 'systemStatus', method: 'GET', status: 200 });
    expect(new URL(call.url).pathname).toMatch(/\/wps\//);
    expect(call.latencyMs).toBeGreaterThanOrEqual(0);
    expect(call.time).toBeLessThanOrEqual(Date.now());
    expect(JSON.parse(call.answer)).toMatchObject({ success: true });
    expect(Object.keys(call.headers).map((h) => h.toLowerCase())).toContain('merchant');
  });

  it('"fail next" fails one call, then the entry is used up', async () => {
    mock().set({ failNext: ['systemStatus'] });
    expect((await failure(api.systemStatus())).status).toBe(500);
    expect(mock().controls.failNext).toEqual([]);
    await expect(api.systemStatus()).resolves.toBeDefined();
    expect(mock().calls.map((c) => c.status)).toEqual([500, 200]);
  });

  it('"fail next" with an error code answers that code once', async () => {
    mock().set({ failNext: ['systemStatus:permission.denied'] });
    expect((await failure(api.systemStatus())).errorCode).toBe('permission.denied');
    await expect(api.systemStatus()).resolves.toBeDefined();
  });
});

describe('curl line', () => {
  it('replays the call: method, URL, headers and body, shell-quoted', () => {
    const line = curlLine({
      method: 'POST',
      url: 'https://demo.test/wps/session/logout',
      headers: { Merchant: 'DEMO', Authorization: "it's" },
      payload: { a: 1 },
    });
    expect(line).toBe(
      `curl -X POST 'https://demo.test/wps/session/logout' -H 'Merchant: DEMO' -H 'Authorization: it'\\''s' --data-raw '{"a":1}'`,
    );
  });

  it('sends no body for a GET (its payload is in the URL)', () => {
    expect(
      curlLine({ method: 'GET', url: 'https://demo.test/wps/captcha?x=1', headers: {}, payload: { x: '1' } }),
    ).toBe(`curl -X GET 'https://demo.test/wps/captcha?x=1'`);
  });
});
