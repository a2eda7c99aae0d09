import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMember, setupMemberI18n, signInAs } from '@/features/member/testing/render';
import { BottomMenu } from './BottomMenu';

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { systemStatus: async () => ({ info: { resources: [] } }) },
}));

beforeAll(setupMemberI18n);

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('BottomMenu', () => {
  it('has five entries: home, promotions, deposit, invite, member centre', () => {
    signInAs(null);
    renderMember(<BottomMenu />, { path: '/m/home' });
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/m/home', '/m/activity', '/m/voucherCenter', '/m/member/home']);
    expect(within(menu()).getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor choosing a protected entry to /m/login', async () => {
    signInAs(null);
    renderMember(<BottomMenu />, { path: '/m/home' });
    await userEvent.click(within(menu()).getByRole('link', { name: 'Me' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('opens the invite dialog for a member and goes to the member centre', async () => {
    signInAs();
    renderMember(<BottomMenu />, { path: '/m/home' });
    await userEvent.click(within(menu()).getByRole('button', { name: 'Invite' }));
    // The dialog's code loads on first use (a transform on the test's first import: allow time).
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(within(menu()).getByRole('link', { name: 'Me' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/member/home');
  });
});
