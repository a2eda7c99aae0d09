import { api } from '@/api';
import { CLOCK_STEPS_MS } from './clock';
import { logIn, setUpMockServer } from './testing';

vi.mock('./panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer();
const RealDate = Date;

/** The draw index of a numero, `YYYYMMDD-NNNN`. */
const indexOf = (numero: string) => Number(numero.split('-')[1]);

describe('the demo clock moves what the mock reads', () => {
  afterEach(() => mock().set({ clock: 0 }));
  afterAll(() => {
    globalThis.Date = RealDate;
  });

  it('+1 h moves the 1-minute lottery 60 draws on', async () => {
    const before = await api.numero({ gameId: 'VN_FAST_1' });
    mock().set({ clock: CLOCK_STEPS_MS.hour });
    const after = await api.numero({ gameId: 'VN_FAST_1' });
    const sameDay = after.numero.slice(0, 8) === before.numero.slice(0, 8);
    // Across Vietnam's midnight the index starts again at 1.
    if (sameDay) expect(indexOf(after.numero) - indexOf(before.numero)).toBe(60);
    else expect(after.numero > before.numero).toBe(true);
  });

  it('+1 day opens the next sign-in day: the streak goes on', async () => {
    await logIn('demo01');
    const { streak } = await api.signIn();
    expect((await api.signInStatus()).todaySigned).toBe(true);
    mock().set({ clock: CLOCK_STEPS_MS.day });
    expect(await api.signInStatus()).toMatchObject({ todaySigned: false, streak });
    expect((await api.signIn()).streak).toBe(streak + 1);
  });
});
