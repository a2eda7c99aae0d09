// @vitest-environment node
import { mockAnswerDrifts, reportAnswerDrift } from './answer-check';

describe('the mock’s check of its own answers', () => {
  it('says a drifted answer loudly on the console and keeps it for the tests’ set-up', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportAnswerDrift('memberWallet', { sumBalance: '12.5' });
    expect(error).toHaveBeenCalledWith(
      '[mock] memberWallet answered outside its contract:\n' +
        '  sumBalance: expected number, got "12.5"\n' +
        '  currencySymbol: expected "currencySymbol", got undefined',
    );
    // tests/setup-unit.ts fails the test that saw these; this one takes them back, having made them on purpose.
    expect(mockAnswerDrifts.splice(0)).toHaveLength(2);
    error.mockRestore();
  });

  it('says nothing of an answer that keeps the contract', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportAnswerDrift('memberWallet', { sumBalance: 12.5, currencySymbol: '₫' });
    reportAnswerDrift('logout', null);
    expect(error).not.toHaveBeenCalled();
    expect(mockAnswerDrifts).toEqual([]);
    error.mockRestore();
  });
});
