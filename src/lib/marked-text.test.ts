import { markedParts } from './marked-text';

describe('markedParts', () => {
  it('splits a sentence into its plain and marked parts, in order, spaces kept where the language writes them', () => {
    expect(markedParts('<label>I agree to the</label> <terms>Terms</terms> and <privacy>Privacy</privacy>')).toEqual([
      { mark: 'label', text: 'I agree to the' },
      { text: ' ' },
      { mark: 'terms', text: 'Terms' },
      { text: ' and ' },
      { mark: 'privacy', text: 'Privacy' },
    ]);
    expect(markedParts('有效投注：<b>¥ 12.00</b>')).toEqual([{ text: '有效投注：' }, { mark: 'b', text: '¥ 12.00' }]);
    expect(markedParts('no marks')).toEqual([{ text: 'no marks' }]);
  });
});
