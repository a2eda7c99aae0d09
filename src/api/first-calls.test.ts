import { FIRST_CALL_CLAIM_MS, FIRST_CALLS_GLOBAL, takeFirstCall, type PlannedCall, type SentCall } from './first-calls';

const request: PlannedCall = {
  url: '/wps/relay/GCSGAME_hotGamesV2',
  method: 'POST',
  headers: { Merchant: 'M1', Language: 'EN' },
  body: '{"isPlatform":2}',
};
const answered = (text: string) => Promise.resolve(new Response(text));
const sentAs = (call: PlannedCall, answer: Promise<Response>): SentCall => ({ ...call, answer });
const send = vi.fn(() => answered('sent by the app'));

describe('takeFirstCall', () => {
  afterEach(() => {
    delete window[FIRST_CALLS_GLOBAL];
    send.mockClear();
  });

  it("gives the page's early answer to the very same request, once", async () => {
    window[FIRST_CALLS_GLOBAL] = [sentAs(request, answered('early'))];
    const early = takeFirstCall({ ...request, headers: { Language: 'EN', Merchant: 'M1' } }, send, 1_000);
    expect(await (await early!).text()).toBe('early');
    expect(takeFirstCall(request, send, 1_000)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<PlannedCall>]>([
    ['address', { url: '/wps/relay/GCSGAME_gameList' }],
    ['method', { method: 'GET' }],
    ['body', { body: '{"isPlatform":1}' }],
    ['a header (another language)', { headers: { Merchant: 'M1', Language: 'VI' } }],
    ['a header more (a session’s token)', { headers: { ...request.headers, Authorization: 't' } }],
  ])('gives nothing to a request with another %s', (_, change) => {
    window[FIRST_CALLS_GLOBAL] = [sentAs(request, answered('early'))];
    expect(takeFirstCall({ ...request, ...change }, send, 1_000)).toBeNull();
    expect(window[FIRST_CALLS_GLOBAL]).toHaveLength(1);
  });

  it(`gives nothing ${FIRST_CALL_CLAIM_MS} ms after the page started: a later screen gets a fresh answer`, () => {
    expect(FIRST_CALL_CLAIM_MS).toBe(15_000);
    window[FIRST_CALLS_GLOBAL] = [sentAs(request, answered('early'))];
    expect(takeFirstCall(request, send, FIRST_CALL_CLAIM_MS + 1)).toBeNull();
    expect(takeFirstCall(request, send, FIRST_CALL_CLAIM_MS)).not.toBeNull();
  });

  it('sends the request itself when the early one failed (offline then)', async () => {
    window[FIRST_CALLS_GLOBAL] = [sentAs(request, Promise.reject(new TypeError('offline')))];
    expect(await (await takeFirstCall(request, send, 1_000)!).text()).toBe('sent by the app');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives nothing on a page that sent nothing', () => {
    expect(takeFirstCall(request, send, 1_000)).toBeNull();
  });
});
