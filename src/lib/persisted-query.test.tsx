import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { isString } from './guards';
import { persistedQuery } from './persisted-query';

const KEY = 'TEST_PERSISTED';

function Reader({ fetcher }: { fetcher: () => Promise<string> }) {
  const query = useQuery(persistedQuery(['persisted'], KEY, isString, fetcher));
  return <p>{query.data ?? 'none'}</p>;
}

function renderReaders(fetcher: () => Promise<string>, count: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {Array.from({ length: count }, (_, i) => (
        <Reader key={i} fetcher={fetcher} />
      ))}
    </QueryClientProvider>,
  );
}

describe('persistedQuery', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('renders the stored copy at once, reading it once for all its readers, then stores the fresh answer', async () => {
    localStorage.setItem(KEY, JSON.stringify('stored'));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    renderReaders(() => Promise.resolve('fresh'), 5);
    expect(screen.getAllByText('stored')).toHaveLength(5);
    expect(getItem.mock.calls.filter(([key]) => key === KEY)).toHaveLength(1);
    // The stored copy counts as old: the fresh answer replaces it and is stored for the next visit.
    expect(await screen.findAllByText('fresh')).toHaveLength(5);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toBe('fresh');
  });

  it.each([
    ['of another shape', '{"value":"stored"}'],
    ['corrupt', '"stor'],
  ])('discards a stored copy %s and waits for the answer', async (_, raw) => {
    localStorage.setItem(KEY, raw);
    renderReaders(() => Promise.resolve('fresh'), 1);
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await screen.findByText('fresh')).toBeInTheDocument();
  });

  it('waits for the answer when nothing is stored', async () => {
    renderReaders(() => Promise.resolve('fresh'), 1);
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(await screen.findByText('fresh')).toBeInTheDocument();
  });
});
