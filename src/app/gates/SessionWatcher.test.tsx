import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import common from '../../../locales/en/common.json';
import { Toaster } from '@/components/ui/toast';
import { useSessionStore } from '@/stores/session';
import { SessionWatcher } from './SessionWatcher';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname}|{(location.state as { returnTo?: string } | null)?.returnTo ?? ''}
    </output>
  );
}

beforeAll(() =>
  i18next.use(initReactI18next).init({ lng: 'EN', ns: ['common'], defaultNS: 'common', resources: { EN: { common } } }),
);

describe('SessionWatcher', () => {
  it('on a 401 drops member data and goes to /m/login with the message, remembering the page', async () => {
    useSessionStore.setState({
      session: { token: 't', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false },
      expiredFrom: null,
    });
    const client = new QueryClient();
    client.setQueryData(['memberInfo', 'demo01'], { account: 'demo01' });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/m/member/home']}>
          <SessionWatcher />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    act(() => useSessionStore.getState().expire('/m/member/home'));
    expect(await screen.findByText('You are not logged in, please login first')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/m/login|/m/member/home');
    expect(useSessionStore.getState().session).toBeNull();
    expect(client.getQueryData(['memberInfo', 'demo01'])).toBeUndefined();
  });
});
