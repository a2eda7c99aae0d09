// @vitest-environment node
import { sentText, textLimitProblem } from './text-limit';

describe('textLimitProblem', () => {
  it('counts the text as sent, without surrounding blanks, against its limit', () => {
    expect(sentText('  hi \n')).toBe('hi');
    expect(textLimitProblem('', 5)).toBe('empty');
    expect(textLimitProblem(' \t ', 5)).toBe('empty');
    expect(textLimitProblem('  12345  ', 5)).toBeNull();
    expect(textLimitProblem('123456', 5)).toBe('tooLong');
  });
});
