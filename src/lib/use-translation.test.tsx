import { act, render, renderHook, screen } from '@testing-library/react';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { Suspense } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from './i18n';
import { TRANSLATION_MEMO_LIMIT, useTranslation } from './use-translation';

/** A locale backend whose `games` files answer only when the test says so. */
const strings: Record<string, Record<string, Record<string, string>>> = {
  EN: { common: { hello: 'Hello', count: '{{n}} games' }, games: { play: 'Play' } },
  VI: { common: { hello: 'Xin chào' }, games: { play: 'Chơi' } },
};
const held: (() => void)[] = [];
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const answer = () => callback(null, strings[language][namespace]);
    if (namespace === 'games') held.push(answer);
    else answer();
  },
};
const releaseGames = () =>
  act(async () => {
    held.splice(0).forEach((answer) => answer());
  });

beforeAll(() =>
  i18next
    .use(backend)
    .use(initReactI18next)
    .init({ lng: 'EN', fallbackLng: false, ns: ['common'], defaultNS: 'common', react: { useSuspense: true } }),
);

const seen: unknown[] = [];
function Label({ ns, k }: { ns?: Namespace; k: string }) {
  const { t } = useTranslation(ns);
  seen.push(t);
  return <p>{t(k)}</p>;
}

const renderCommonAndGames = () =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Label k="hello" />
      <Label ns="games" k="play" />
    </Suspense>,
  );

describe('useTranslation', () => {
  afterEach(() => act(() => i18next.changeLanguage('EN')));

  it('suspends until its namespace has loaded, then shows its strings', async () => {
    renderCommonAndGames();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await releaseGames();
    expect(await screen.findByText('Play')).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('gives every component of a language and namespace the same t, made once', () => {
    const getFixedT = vi.spyOn(i18next, 'getFixedT');
    seen.length = 0;
    render(
      <>
        {Array.from({ length: 5 }, (_, i) => (
          <Label key={i} ns="games" k="play" />
        ))}
      </>,
    );
    expect(screen.getAllByText('Play')).toHaveLength(5);
    expect(new Set(seen).size).toBe(1);
    expect(getFixedT).not.toHaveBeenCalled(); // made by the first test's render
    getFixedT.mockRestore();
  });

  it('shows the new language’s strings when the language changes', async () => {
    renderCommonAndGames();
    const change = i18next.changeLanguage('VI');
    await releaseGames();
    await act(() => change);
    expect(await screen.findByText('Chơi')).toBeInTheDocument();
    expect(screen.getByText('Xin chào')).toBeInTheDocument();
    expect(document.documentElement.textContent).not.toContain('Hello');
  });

  describe('remembers what it answered', () => {
    const commonT = () =>
      renderHook(() => useTranslation()).result.current.t as unknown as (key: string, options?: object) => string;

    it('asks i18next once per string, however often a screen asks', () => {
      const t = commonT();
      const translate = vi.spyOn(i18next, 't');
      expect(Array.from({ length: 5 }, () => t('count', { n: 7 }))).toEqual(Array(5).fill('7 games'));
      expect(t('count', { n: 8 })).toBe('8 games');
      expect(translate).toHaveBeenCalledTimes(2);
      translate.mockRestore();
    });

    it('forgets when resources are added, so new strings show', () => {
      const t = commonT();
      expect(t('later')).toBe('later');
      act(() => void i18next.addResourceBundle('EN', 'common', { later: 'Later' }, true, true));
      expect(t('later')).toBe('Later');
    });

    it('does not remember calls whose options hold objects', () => {
      const t = commonT();
      const translate = vi.spyOn(i18next, 't');
      t('count', { n: 1, extra: [1] });
      t('count', { n: 1, extra: [1] });
      expect(translate).toHaveBeenCalledTimes(2);
      translate.mockRestore();
    });

    it('starts over past its limit instead of growing for ever', () => {
      const t = commonT();
      t('count', { n: -1 });
      for (let n = 0; n < TRANSLATION_MEMO_LIMIT; n += 1) t('count', { n });
      const translate = vi.spyOn(i18next, 't');
      expect(t('count', { n: -1 })).toBe('-1 games');
      expect(translate).toHaveBeenCalledTimes(1);
      translate.mockRestore();
    });
  });
});
