import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api';
import { Toaster } from '@/components/ui/toast';
import { openSession, setUpMockServer } from '../../../../../mock-server/testing';
import { renderMember, setupMemberI18n } from '../../testing/render';
import { MyAccountPage } from './MyAccountPage';

/** A profile change the platform answered with success in a body the app cannot read (`mock.drift`), through the real HTTP adapter. */
vi.mock('../../../../../mock-server/panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer({ drift: ['memberInfoUpdate'] });
beforeAll(setupMemberI18n);
beforeEach(() => openSession(mock(), 'demo01'));

describe('MyAccountPage: a profile change whose answer cannot be read', () => {
  it('says the change was saved and shows the member info read afresh', async () => {
    const infoReads = vi.spyOn(api, 'memberInfo');
    const { client } = renderMember(
      <>
        <MyAccountPage />
        <Toaster />
      </>,
      { path: '/m/myAccount/index' },
    );
    const nickname = await screen.findByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Lucky Star');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    await waitFor(() => expect(infoReads).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByText('Lucky Star', { selector: 'strong' })).toBeInTheDocument();
    expect(mock().db.userByName('demo01')!.nickname).toBe('Lucky Star');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
