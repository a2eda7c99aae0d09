/**
 * Every value the app (or the demo's mock) reads back from storage is checked before use: a value
 * of another shape, left by an older version, another tab, an extension or a person with the dev
 * tools, is discarded, and the reader carries on as if nothing had been stored.
 */
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { chosenLanguage } from '@/lib/i18n';
import { siteFlagsQueryOptions, siteStatusQueryOptions } from '@/queries/site';
import { isReadableMemberInfo } from '@/api/readable/member-info';
import { readJson } from '@/lib/storage';
import { readFavourites } from '@/features/lottery/lib/favourites';
import { readRememberedLogin } from '@/lib/remembered-login';
import { takeOverNote } from '@/lib/app-worker';
import { defaultControls, loadControls } from '../../mock-server/controls';
import { DB_STORAGE_KEY, MockDb } from '../../mock-server/db';

interface Case {
  key: string;
  area?: 'local' | 'session';
  /** A stored value the reader must refuse. */
  bad: string;
  /** What the reader gives instead of it. */
  read(): unknown;
  fallback: unknown;
}

const CASES: Record<string, Case> = {
  'site status': {
    key: STORAGE_KEYS.siteStatus,
    bad: '{"maintenance":"no","info":{}}',
    read: () => siteStatusQueryOptions().initialData(),
    fallback: undefined,
  },
  'whitelabel flags': {
    key: STORAGE_KEYS.whitelabel,
    bad: '{"CBS3":"1"}',
    read: () => siteFlagsQueryOptions().initialData(),
    fallback: undefined,
  },
  'member info': {
    key: STORAGE_KEYS.memberInfo,
    bad: '{"account":"demo01","memberLabel":"nochat"}',
    read: () => readJson(STORAGE_KEYS.memberInfo, isReadableMemberInfo),
    fallback: null,
  },
  'language (hisLang)': {
    key: STORAGE_KEYS.language,
    bad: 'klingon',
    read: () => chosenLanguage(''),
    fallback: null,
  },
  'lottery favourites (LOTTFAV)': {
    key: STORAGE_KEYS.lotteryFavourites,
    bad: '{"demo01":"VN30"}',
    read: () => readFavourites('demo01'),
    fallback: [],
  },
  'remembered login': {
    key: STORAGE_KEYS.rememberedLogin,
    bad: '{"type":"username","username":42}',
    read: readRememberedLogin,
    fallback: null,
  },
  "an app update's take-over": {
    key: STORAGE_KEYS.appUpdateTakeOver,
    area: 'session',
    bad: 'yes',
    read: takeOverNote.take,
    fallback: false,
  },
  'mock controls': {
    key: 'MOCK_CONTROLS',
    area: 'session',
    bad: '{"fail":"*","latency":"slow"}',
    read: loadControls,
    fallback: defaultControls(),
  },
};

describe('values read back from storage', () => {
  it.each(Object.entries(CASES))(
    '%s: a value of another shape is discarded',
    (_, { key, area, bad, read, fallback }) => {
      const storage = area === 'session' ? sessionStorage : localStorage;
      storage.setItem(key, bad);
      expect(read()).toEqual(fallback);
      expect(storage.getItem(key)).toBeNull();
    },
  );

  it.each(['{"version":1,"state":{"users":{}}}', '{"version":1,"state":', '[]'])(
    'mock database %s: the mock starts from the seed',
    (bad) => {
      localStorage.setItem(DB_STORAGE_KEY, bad);
      expect(new MockDb().userByName('demo01')?.balance).toBe(12345.67);
    },
  );

  it('keeps the values of the right shape', () => {
    localStorage.setItem(STORAGE_KEYS.whitelabel, '{"CBS3":true}');
    localStorage.setItem(STORAGE_KEYS.language, 'VI');
    localStorage.setItem(STORAGE_KEYS.lotteryFavourites, '{"demo01":["VN30"]}');
    expect(siteFlagsQueryOptions().initialData()).toEqual({ CBS3: true });
    expect(chosenLanguage('')).toBe('VI');
    expect(readFavourites('demo01')).toEqual(['VN30']);
    expect(readFavourites('constructor')).toEqual([]);
    takeOverNote.write();
    expect(takeOverNote.take()).toBe(true);
    expect(takeOverNote.take()).toBe(false); // read once: the next page does not reload again
  });
});
