// @vitest-environment node
import { maskEmail, maskMobile, maskName } from './mask';

describe('masking personal data', () => {
  it('shows the first and last three digits of a mobile number', () => {
    expect(maskMobile('912345678')).toBe('912****678');
    expect(maskMobile('12345')).toBe('1****');
    expect(maskMobile(undefined)).toBe('');
  });

  it('keeps two letters and the domain of an email', () => {
    expect(maskEmail('demo01@example.com')).toBe('de****@example.com');
    expect(maskEmail('a@example.com')).toBe('a****@example.com');
  });

  it('shows only the first and last letter of a real name', () => {
    expect(maskName('Nguyen Van An')).toBe('N****n');
    expect(maskName('李')).toBe('李****');
  });
});
