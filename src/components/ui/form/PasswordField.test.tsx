import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import common from '../../../../locales/en/common.json';
import { PasswordField } from './PasswordField';

beforeAll(() =>
  i18next
    .use(initReactI18next)
    .init({ lng: 'EN', resources: { EN: { common } }, defaultNS: 'common', interpolation: { escapeValue: false } }),
);

function Harness(props: { digitsOnly?: boolean; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Payment password"
      purpose="paymentPassword"
      value={value}
      onValueChange={setValue}
      {...props}
    />
  );
}

describe('PasswordField', () => {
  it('hides the password until its toggle is pressed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Payment password');
    await user.type(input, 'abc123');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('abc123');
  });

  it('keeps digits only when asked', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly />);
    await user.type(screen.getByLabelText('Payment password'), '1a2-3');
    expect(screen.getByLabelText('Payment password')).toHaveValue('123');
  });

  it('describes the input with its message', () => {
    render(<Harness error="Six digits" />);
    const input = screen.getByLabelText('Payment password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Six digits');
    expect(screen.getByRole('alert')).toHaveTextContent('Six digits');
  });
});
