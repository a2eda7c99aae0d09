import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../../../locales/en/common.json';
import { QueryBoundary } from './QueryBoundary';

beforeAll(() =>
  i18next
    .use(initReactI18next)
    .init({ lng: 'EN', resources: { EN: { common } }, defaultNS: 'common', interpolation: { escapeValue: false } }),
);

function Greeting({ fetchGreeting }: { fetchGreeting: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['greeting'], queryFn: fetchGreeting });
  return <p>{data}</p>;
}

function renderBoundary(fetchGreeting: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QueryBoundary>
        <Greeting fetchGreeting={fetchGreeting} />
      </QueryBoundary>
    </QueryClientProvider>,
  );
}

describe('QueryBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the spinner while loading, then what the part renders', async () => {
    renderBoundary(async () => 'Hello');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows "load failed" on a failure, and its retry asks again', async () => {
    const user = userEvent.setup();
    const fetchGreeting = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('Hello again');
    renderBoundary(fetchGreeting);
    const failed = await screen.findByRole('alert');
    expect(screen.queryByText('Hello again')).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: common.errors.loadFailed }));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(fetchGreeting).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
