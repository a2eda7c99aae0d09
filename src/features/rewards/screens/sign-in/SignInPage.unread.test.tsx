import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { openSession, setUpMockServer } from '../../../../../mock-server/testing';
import { renderRewardsWithToasts, setupRewardsI18n } from '../../testing/render';
import { SignInPage } from './SignInPage';

/** A sign-in the platform answered with success in a body the app cannot read (`mock.drift`), through the real HTTP adapter. */
vi.mock('../../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer({ drift: ['signIn'] });
beforeAll(setupRewardsI18n);
beforeEach(() => openSession(mock(), 'demo01'));

describe('SignInPage: a sign-in whose answer cannot be read', () => {
  it('says the player signed in, without a reward it could not read, and shows the streak and points read afresh', async () => {
    const before = await api.signInStatus();
    renderRewardsWithToasts(<SignInPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^Sign in now/ }));

    expect(await screen.findByText('Signed in! See your points above.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Signed in today' })).toBeDisabled();
    const after = await api.signInStatus();
    expect(after.points).toBeGreaterThan(before.points);
    expect(screen.getByRole('status', { name: 'My points' })).toHaveTextContent(after.points.toLocaleString('en'));
    expect(screen.getByRole('status', { name: 'Days in a row' })).toHaveTextContent(String(after.streak));
    expect(screen.queryByText('Request failed, please try again')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Signed in! \+/)).not.toBeInTheDocument();
  });
});
