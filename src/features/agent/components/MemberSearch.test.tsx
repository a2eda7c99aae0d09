import { render, screen } from '@testing-library/react';
import { setupEnglish } from '../../../../tests/support/render';
import { MemberSearch } from './MemberSearch';

beforeAll(() => setupEnglish('agent'));

describe('MemberSearch', () => {
  it('takes another player’s user name as typed: no capital first letter, no spelling fixes, no autofill', () => {
    render(<MemberSearch value="" onChange={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Search member' });
    expect(box).toHaveAttribute('autocapitalize', 'none');
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(box).toHaveAttribute('autocomplete', 'off');
  });
});
