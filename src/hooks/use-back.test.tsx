import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { useBack } from './use-back';

function Screen() {
  const back = useBack();
  return (
    <>
      <button type="button" onClick={back}>
        Back
      </button>
      <output>{useLocation().pathname}</output>
    </>
  );
}

const renderAt = (entries: string[]) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Screen />
    </MemoryRouter>,
  );

describe('a screen’s back control', () => {
  it('goes one step back in the app', async () => {
    renderAt(['/m/lott', '/m/lottery']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status')).toHaveTextContent('/m/lott');
  });

  it('goes home from the first page the app opened (a shared link), where a step back would leave it', async () => {
    renderAt(['/m/lottery']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status')).toHaveTextContent('/m/home');
  });
});
