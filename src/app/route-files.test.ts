describe('a route file’s arrival', () => {
  let fileArrived: typeof import('./route-files').fileArrived;
  let asked: string[];
  let answer: () => Response;
  beforeEach(async () => {
    vi.resetModules();
    ({ fileArrived } = await import('./route-files'));
    asked = [];
    answer = () => new Response('export default 1;');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(new URL(url).pathname);
        return answer();
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('asks for each file once per page, and not for the files the page loaded itself', async () => {
    const script = document.head.appendChild(document.createElement('link'));
    script.rel = 'modulepreload';
    script.href = '/assets/shared.js';
    const sheet = document.head.appendChild(document.createElement('link'));
    sheet.rel = 'stylesheet';
    sheet.href = '/assets/entry.css';
    const files = ['/assets/activity.js', '/assets/shared.js', '/assets/entry.css#', '/assets/activity.js'];
    expect(await Promise.all(files.map(fileArrived))).toEqual([true, true, true, true]);
    expect(await fileArrived('/assets/activity.js')).toBe(true);
    expect(asked).toEqual(['/assets/activity.js']);
  });

  it('reads the answer to its end, so the HTTP cache keeps it whole', async () => {
    const response = new Response('export default 1;');
    answer = () => response;
    await fileArrived('/assets/activity.js');
    expect(response.bodyUsed).toBe(true);
  });

  it('asks again after a file did not arrive', async () => {
    answer = () => new Response('Not found', { status: 404 });
    expect(await fileArrived('/assets/activity.js')).toBe(false);
    answer = () => new Response('export default 1;');
    expect(await fileArrived('/assets/activity.js')).toBe(true);
    expect(asked).toEqual(['/assets/activity.js', '/assets/activity.js']);
  });
});
