import usersSeed from '@fixtures/users.json';
import userGamesSeed from '@fixtures/userGames.json';
import { hasFields, isArrayOf, isFiniteNumber, isRecord, isRecordOf, isString } from '@/lib/guards';
import { readString, writeString } from '@/lib/storage';
import { withTeamJoinDates } from './routes/agent';

/**
 * The mock database. Static catalogue data (games, vendors, announcements) is read straight from
 * the fixtures; everything a visitor can change (users, sessions, favourites, recent games, read
 * marks, balances, and each domain's own slices) lives here and persists in localStorage across
 * reloads until `mock.reset=1` or the Demo panel's reset.
 */
export type MockUser = (typeof usersSeed)[number];

export interface MockSession {
  token: string;
  userId: string;
  merchantCode: string;
  issuedAt: number;
}

interface CoreState {
  users: MockUser[];
  sessions: MockSession[];
  favourites: Record<string, string[]>;
  recent: Record<string, string[]>;
  /** userId → announcement ids read. */
  reads: Record<string, string[]>;
  /** username → consecutive failed logins (drives the captcha flag). */
  failedLogins: Record<string, number>;
  /** Per-domain persisted slices, created on first use by `slice()`. */
  slices: Record<string, unknown>;
}

/** Where the database persists (localStorage, written by the page for the mock's worker). */
export const DB_STORAGE_KEY = 'MOCK_DB';
/** Bump when the shape of the stored state changes: older stores are re-seeded. */
const SCHEMA_VERSION = 1;

type DbStorage = Pick<Storage, 'getItem' | 'setItem'>;
/** Where the database lives by default: the page's localStorage, through the app's storage module (never throws). */
const pageStorage: DbStorage = {
  getItem: (key) => readString(key, isString),
  setItem: (key, value) => writeString(key, value),
};

const hasStoredDbFields = hasFields({
  version: (value: unknown) => value === SCHEMA_VERSION,
  state: hasFields({
    users: isArrayOf(hasFields({ id: isString, username: isString })),
    sessions: isArrayOf(hasFields({ token: isString, userId: isString })),
    favourites: isRecordOf(isArrayOf(isString)),
    recent: isRecordOf(isArrayOf(isString)),
    reads: isRecordOf(isArrayOf(isString)),
    failedLogins: isRecordOf(isFiniteNumber),
    slices: isRecord,
  }),
});
/** A stored database of this schema, its core collections of their kinds; anything else is re-seeded. */
const isStoredDb = (value: unknown): value is { state: CoreState } => hasStoredDbFields(value);

function parseStoredDb(raw: string | null | undefined): CoreState | null {
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    return isStoredDb(stored) ? stored.state : null;
  } catch {
    return null;
  }
}

function seed(): CoreState {
  const userGames = userGamesSeed as Record<string, { favourites: string[]; recent: string[] }>;
  return {
    users: withTeamJoinDates(structuredClone(usersSeed)),
    sessions: [],
    favourites: Object.fromEntries(Object.entries(userGames).map(([id, g]) => [id, [...g.favourites]])),
    recent: Object.fromEntries(Object.entries(userGames).map(([id, g]) => [id, [...g.recent]])),
    reads: {},
    failedLogins: {},
    slices: {},
  };
}

export class MockDb {
  state: CoreState;

  constructor(private readonly storage: DbStorage | null = pageStorage) {
    this.state = this.load() ?? seed();
  }

  private load(): CoreState | null {
    return parseStoredDb(this.storage?.getItem(DB_STORAGE_KEY));
  }

  /** Carry on from the stored copy (another tab changed it), or from the seed if there is none. */
  reload(): void {
    this.state = this.load() ?? seed();
  }

  save(): void {
    try {
      this.storage?.setItem(DB_STORAGE_KEY, JSON.stringify({ version: SCHEMA_VERSION, state: this.state }));
    } catch {
      // Storage full or blocked: the demo keeps working in memory.
    }
  }

  reset(): void {
    this.state = seed();
    this.save();
  }

  /** A domain's own persisted data, seeded on first use (mails, lottery bets, contracts…). */
  slice<T>(name: string, init: () => T): T {
    if (!(name in this.state.slices)) this.state.slices[name] = init();
    return this.state.slices[name] as T;
  }

  userByName(username: string): MockUser | undefined {
    const wanted = username.trim().toLowerCase();
    return this.state.users.find((u) => u.username.toLowerCase() === wanted);
  }

  userByMobile(countryDialingCode: string, mobileNum: string): MockUser | undefined {
    return this.state.users.find((u) => u.mobileNum === mobileNum && u.countryDialingCode === countryDialingCode);
  }

  userById(id: string): MockUser | undefined {
    return this.state.users.find((u) => u.id === id);
  }

  openSession(user: MockUser, merchantCode: string): MockSession {
    const session = { token: newToken(), userId: user.id, merchantCode, issuedAt: Date.now() };
    this.state.sessions.push(session);
    return session;
  }

  sessionFor(token: string | undefined): MockSession | undefined {
    return token ? this.state.sessions.find((s) => s.token === token) : undefined;
  }

  closeSession(token: string): void {
    this.state.sessions = this.state.sessions.filter((s) => s.token !== token);
  }

  closeAllSessions(): void {
    this.state.sessions = [];
  }
}

function newToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
