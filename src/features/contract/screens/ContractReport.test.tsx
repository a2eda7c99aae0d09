import { act, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordDrift, resetContractDrift } from '@/api/contract-drift';
import { applyConfigOverrides, getConfig } from '@/config/runtime';
import { renderInApp, setupEnglish } from '../../../../tests/support/render';
import { ContractReport } from './ContractReport';

beforeAll(() => setupEnglish('contract'));
beforeEach(() => resetContractDrift());

describe('ContractReport (/m/contract)', () => {
  const before = getConfig().contractCheck;
  afterEach(() => applyConfigOverrides({ contractCheck: before }));

  it('says no drift was seen, and that the check is off when it is', () => {
    applyConfigOverrides({ contractCheck: false });
    renderInApp(<ContractReport />, { path: '/m/contract' });
    expect(screen.getByRole('heading', { name: 'Contract drift' })).toBeInTheDocument();
    expect(screen.getByText('No contract drift seen')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('contractCheck');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists call, field, expected and got of each drifted field, as drift arrives', () => {
    applyConfigOverrides({ contractCheck: true });
    renderInApp(<ContractReport />, { path: '/m/contract' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    act(() => {
      recordDrift('gameList', [
        { call: 'gameList', path: 'games', expected: '"games"', got: 'undefined' },
        { call: 'gameList', path: 'pageNum', expected: 'number', got: '"drift"' },
      ]);
      recordDrift('captcha', [{ call: 'captcha', path: '', expected: 'string', got: '404' }]);
    });
    const table = screen.getByRole('table', { name: 'Drifted fields' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Call', 'Field', 'Expected', 'Got']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['gameList', 'games', '"games"', 'undefined'],
      ['gameList', 'pageNum', 'number', '"drift"'],
      ['captcha', '(whole answer)', 'string', '404'],
    ]);
    expect(screen.queryByText('No contract drift seen')).not.toBeInTheDocument();
  });
});

describe('the contract namespace', () => {
  const root = join(__dirname, '../../../../locales');
  const keys = (tree: unknown, prefix = ''): string[] =>
    typeof tree === 'object' && tree !== null
      ? Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];
  const load = (lang: string) => JSON.parse(readFileSync(join(root, lang, 'contract.json'), 'utf8'));

  it('has the same keys in TY, EN, PT and VI, each translated', () => {
    const english = load('en');
    for (const lang of ['ty', 'pt', 'vi']) {
      const file = load(lang);
      expect(keys(file).sort(), lang).toEqual(keys(english).sort());
      expect(file.empty, lang).not.toBe(english.empty);
    }
  });
});
