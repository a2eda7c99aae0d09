// @vitest-environment node
import { paymentPasswordProblems, type PaymentPasswordForm } from './payment-password';

const EMPTY: PaymentPasswordForm = {
  loginPassword: '',
  oldPaymentPassword: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};

describe('payment password form', () => {
  it('asks for the login password to set the first one', () => {
    expect(
      paymentPasswordProblems({ ...EMPTY, paymentPassword: '123456', confirmPaymentPassword: '123456' }, false),
    ).toEqual({ loginPassword: 'required' });
    expect(
      paymentPasswordProblems(
        { ...EMPTY, loginPassword: 'abc12345', paymentPassword: '123456', confirmPaymentPassword: '123456' },
        false,
      ),
    ).toEqual({});
  });

  it('refuses a login password longer than any login password can be (16)', () => {
    const form = { ...EMPTY, paymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect(paymentPasswordProblems({ ...form, loginPassword: 'a'.repeat(16) }, false)).toEqual({});
    expect(paymentPasswordProblems({ ...form, loginPassword: 'a'.repeat(17) }, false)).toEqual({
      loginPassword: 'loginFormat',
    });
  });

  it('asks for the current one to change it, and refuses the same again', () => {
    expect(
      paymentPasswordProblems({ ...EMPTY, paymentPassword: '123456', confirmPaymentPassword: '123456' }, true),
    ).toEqual({ oldPaymentPassword: 'required' });
    expect(
      paymentPasswordProblems(
        { ...EMPTY, oldPaymentPassword: '123456', paymentPassword: '123456', confirmPaymentPassword: '123456' },
        true,
      ),
    ).toEqual({
      paymentPassword: 'sameAsOld',
    });
  });

  it('needs six digits and a matching confirmation', () => {
    expect(
      paymentPasswordProblems(
        { ...EMPTY, loginPassword: 'x', paymentPassword: '12345', confirmPaymentPassword: '12345' },
        false,
      ),
    ).toEqual({ paymentPassword: 'format' });
    expect(
      paymentPasswordProblems(
        { ...EMPTY, loginPassword: 'x', paymentPassword: '654321', confirmPaymentPassword: '654320' },
        false,
      ),
    ).toEqual({ confirmPaymentPassword: 'mismatch' });
  });
});
