/**
 * The mock's lottery catalogue: fast lotteries every 1, 3 and 5 minutes and the Vietnamese regional
 * lotteries on their real weekday schedules, draw times and prize tables (DECISIONS §6).
 * Weekdays use the platform's values: Sunday 1, Monday 2 … Saturday 7.
 */
export type Region = 'NORTH' | 'CENTRAL' | 'SOUTH';
/** Prize table: per level (GB first) how many numbers of how many digits. */
export type PrizeTable = readonly (readonly [count: number, digits: number])[];
type Names = { EN: string; PT: string; TY: string; VI: string };

export const NORTH_TABLE: PrizeTable = [
  [1, 5],
  [1, 5],
  [2, 5],
  [6, 5],
  [4, 4],
  [6, 4],
  [3, 3],
  [4, 2],
];
export const SOUTH_TABLE: PrizeTable = [
  [1, 6],
  [1, 5],
  [1, 5],
  [2, 5],
  [7, 5],
  [1, 4],
  [3, 4],
  [1, 3],
  [1, 2],
];
/** A single special-prize number (fast 5D, SEA and stock lotteries). */
export const SINGLE_5D_TABLE: PrizeTable = [[1, 5]];

interface BaseGame {
  gameId: string;
  names: Names;
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA';
  table: PrizeTable;
  /** Seconds before the draw when betting locks. */
  lockTime: number;
  hue: number;
  /** Listed in its menu's hot category (the electronic menu's; the Vietnamese one lists its own). */
  isHot?: boolean;
}

/** Draws every `intervalMinutes`, aligned to Vietnam midnight; on sale around the clock. */
export interface FastGame extends BaseGame {
  kind: 'fast';
  intervalMinutes: 1 | 3 | 5;
}

/** Draws once a day on `weekdays` at `drawTime` (Vietnam time); off sale while locked. */
export interface DailyGame extends BaseGame {
  kind: 'regional' | 'stock';
  region?: Region;
  weekdays: readonly number[];
  /** "HH:MM", Vietnam time (UTC+7). */
  drawTime: string;
  /** North only: the province that draws, by weekday. */
  provinceByWeekday?: Readonly<Record<number, string>>;
}

export type LotteryDef = FastGame | DailyGame;

const REGION_DRAW_TIME: Record<Region, string> = { SOUTH: '16:15', CENTRAL: '17:15', NORTH: '18:15' };
const REGIONAL_LOCK_S = 15 * 60;
const SUN = 1,
  MON = 2,
  TUE = 3,
  WED = 4,
  THU = 5,
  FRI = 6,
  SAT = 7;
const EVERY_DAY = [SUN, MON, TUE, WED, THU, FRI, SAT];

function province(
  region: Exclude<Region, 'NORTH'>,
  gameId: string,
  name: string,
  weekdays: number[],
  hue: number,
): DailyGame {
  return {
    kind: 'regional',
    gameId,
    region,
    weekdays,
    drawTime: REGION_DRAW_TIME[region],
    hue,
    names: { EN: name, PT: name, TY: name, VI: name },
    vendor: 'TCG_LOTTO_VN',
    table: SOUTH_TABLE,
    lockTime: REGIONAL_LOCK_S,
  };
}

const FAST_LOCK_S = { 1: 5, 3: 15, 5: 30 } as const;
const fast = (
  gameId: string,
  names: Names,
  intervalMinutes: 1 | 3 | 5,
  table: PrizeTable,
  hue: number,
  extra: Partial<FastGame> = {},
): FastGame => ({
  kind: 'fast',
  gameId,
  names,
  intervalMinutes,
  table,
  hue,
  vendor: 'TCG_LOTTO_VN',
  lockTime: FAST_LOCK_S[intervalMinutes],
  ...extra,
});

export const NORTH: DailyGame = {
  kind: 'regional',
  gameId: 'VN_MB',
  region: 'NORTH',
  weekdays: EVERY_DAY,
  drawTime: REGION_DRAW_TIME.NORTH,
  names: { EN: 'Northern Lottery', PT: 'Loteria do Norte', TY: '越南北部彩', VI: 'Xổ số Miền Bắc' },
  vendor: 'TCG_LOTTO_VN',
  table: NORTH_TABLE,
  lockTime: REGIONAL_LOCK_S,
  hue: 0,
  isHot: true,
  provinceByWeekday: {
    [MON]: 'Hà Nội',
    [TUE]: 'Quảng Ninh',
    [WED]: 'Bắc Ninh',
    [THU]: 'Hà Nội',
    [FRI]: 'Hải Phòng',
    [SAT]: 'Nam Định',
    [SUN]: 'Thái Bình',
  },
};

export const CENTRAL: DailyGame[] = [
  province('CENTRAL', 'VN_MT_TTH', 'Thừa Thiên Huế', [MON, SUN], 20),
  province('CENTRAL', 'VN_MT_PY', 'Phú Yên', [MON], 40),
  province('CENTRAL', 'VN_MT_DLK', 'Đắk Lắk', [TUE], 60),
  province('CENTRAL', 'VN_MT_QNM', 'Quảng Nam', [TUE], 80),
  province('CENTRAL', 'VN_MT_DNG', 'Đà Nẵng', [WED, SAT], 100),
  province('CENTRAL', 'VN_MT_KH', 'Khánh Hòa', [WED, SUN], 120),
  province('CENTRAL', 'VN_MT_BDI', 'Bình Định', [THU], 140),
  province('CENTRAL', 'VN_MT_QT', 'Quảng Trị', [THU], 160),
  province('CENTRAL', 'VN_MT_QB', 'Quảng Bình', [THU], 180),
  province('CENTRAL', 'VN_MT_GL', 'Gia Lai', [FRI], 200),
  province('CENTRAL', 'VN_MT_NT', 'Ninh Thuận', [FRI], 220),
  province('CENTRAL', 'VN_MT_QNG', 'Quảng Ngãi', [SAT], 240),
  province('CENTRAL', 'VN_MT_DNO', 'Đắk Nông', [SAT], 260),
  province('CENTRAL', 'VN_MT_KT', 'Kon Tum', [SUN], 280),
];

export const SOUTH: DailyGame[] = [
  province('SOUTH', 'VN_MN_HCM', 'TP.HCM', [MON, SAT], 300),
  province('SOUTH', 'VN_MN_DT', 'Đồng Tháp', [MON], 320),
  province('SOUTH', 'VN_MN_CM', 'Cà Mau', [MON], 340),
  province('SOUTH', 'VN_MN_BT', 'Bến Tre', [TUE], 10),
  province('SOUTH', 'VN_MN_VT', 'Vũng Tàu', [TUE], 30),
  province('SOUTH', 'VN_MN_BL', 'Bạc Liêu', [TUE], 50),
  province('SOUTH', 'VN_MN_DN', 'Đồng Nai', [WED], 70),
  province('SOUTH', 'VN_MN_CT', 'Cần Thơ', [WED], 90),
  province('SOUTH', 'VN_MN_ST', 'Sóc Trăng', [WED], 110),
  province('SOUTH', 'VN_MN_TN', 'Tây Ninh', [THU], 130),
  province('SOUTH', 'VN_MN_AG', 'An Giang', [THU], 150),
  province('SOUTH', 'VN_MN_BTH', 'Bình Thuận', [THU], 170),
  province('SOUTH', 'VN_MN_VL', 'Vĩnh Long', [FRI], 190),
  province('SOUTH', 'VN_MN_BD', 'Bình Dương', [FRI], 210),
  province('SOUTH', 'VN_MN_TV', 'Trà Vinh', [FRI], 230),
  province('SOUTH', 'VN_MN_LA', 'Long An', [SAT], 250),
  province('SOUTH', 'VN_MN_BP', 'Bình Phước', [SAT], 270),
  province('SOUTH', 'VN_MN_HG', 'Hậu Giang', [SAT], 290),
  province('SOUTH', 'VN_MN_TG', 'Tiền Giang', [SUN], 310),
  province('SOUTH', 'VN_MN_KG', 'Kiên Giang', [SUN], 330),
  province('SOUTH', 'VN_MN_DL', 'Đà Lạt', [SUN], 350),
];

export const VIETNAM_FAST: FastGame[] = [
  fast(
    'VN_FAST_1',
    { EN: 'Vietnam Super Fast 1 min', PT: 'Vietnã Super Rápida 1 min', TY: '越南极速彩 1分钟', VI: 'Siêu tốc 1 phút' },
    1,
    NORTH_TABLE,
    270,
    { isHot: true },
  ),
  fast(
    'VN_FAST_3',
    { EN: 'Vietnam Super Fast 3 min', PT: 'Vietnã Super Rápida 3 min', TY: '越南极速彩 3分钟', VI: 'Siêu tốc 3 phút' },
    3,
    NORTH_TABLE,
    285,
    { isHot: true },
  ),
  fast(
    'VN_FAST_5',
    { EN: 'Vietnam Super Fast 5 min', PT: 'Vietnã Super Rápida 5 min', TY: '越南极速彩 5分钟', VI: 'Siêu tốc 5 phút' },
    5,
    NORTH_TABLE,
    300,
  ),
];

export const STOCK: DailyGame[] = [
  {
    kind: 'stock',
    gameId: 'VN_STOCK_VN30',
    weekdays: [MON, TUE, WED, THU, FRI],
    drawTime: '15:00',
    hue: 150,
    names: { EN: 'VN30 Stock Lottery', PT: 'Loteria da Bolsa VN30', TY: 'VN30 股票彩', VI: 'Xổ số chứng khoán VN30' },
    vendor: 'TCG_LOTTO_VN',
    table: SINGLE_5D_TABLE,
    lockTime: 5 * 60,
  },
  {
    kind: 'stock',
    gameId: 'VN_STOCK_HNX',
    weekdays: [MON, TUE, WED, THU, FRI],
    drawTime: '15:05',
    hue: 170,
    names: { EN: 'HNX Stock Lottery', PT: 'Loteria da Bolsa HNX', TY: 'HNX 股票彩', VI: 'Xổ số chứng khoán HNX' },
    vendor: 'TCG_LOTTO_VN',
    table: SINGLE_5D_TABLE,
    lockTime: 5 * 60,
  },
];

export const ELECTRONIC: FastGame[] = [
  fast(
    'LUCKY5D_1',
    { EN: 'Lucky 5D 1 min', PT: 'Sorte 5D 1 min', TY: '幸运5D 1分钟', VI: 'Lucky 5D 1 phút' },
    1,
    SINGLE_5D_TABLE,
    30,
    {
      isHot: true,
    },
  ),
  fast(
    'LUCKY5D_3',
    { EN: 'Lucky 5D 3 min', PT: 'Sorte 5D 3 min', TY: '幸运5D 3分钟', VI: 'Lucky 5D 3 phút' },
    3,
    SINGLE_5D_TABLE,
    45,
  ),
  fast(
    'LUCKY5D_5',
    { EN: 'Lucky 5D 5 min', PT: 'Sorte 5D 5 min', TY: '幸运5D 5分钟', VI: 'Lucky 5D 5 phút' },
    5,
    SINGLE_5D_TABLE,
    60,
  ),
];

export const SEA: FastGame[] = [
  fast(
    'SEA_THAI_3',
    { EN: 'Thai Fast 3 min', PT: 'Tailândia Rápida 3 min', TY: '泰国快彩 3分钟', VI: 'Thái Lan nhanh 3 phút' },
    3,
    SINGLE_5D_TABLE,
    200,
    { vendor: 'TCG_SEA' },
  ),
  fast(
    'SEA_LAO_5',
    { EN: 'Lao Fast 5 min', PT: 'Laos Rápida 5 min', TY: '老挝快彩 5分钟', VI: 'Lào nhanh 5 phút' },
    5,
    SINGLE_5D_TABLE,
    220,
    {
      vendor: 'TCG_SEA',
    },
  ),
];

export const VIETNAM_REGIONAL: DailyGame[] = [NORTH, ...CENTRAL, ...SOUTH];
export const ALL_LOTTERIES: LotteryDef[] = [...VIETNAM_REGIONAL, ...VIETNAM_FAST, ...STOCK, ...ELECTRONIC, ...SEA];
export const lotteryById = new Map(ALL_LOTTERIES.map((g) => [g.gameId, g]));

/** A category of the lottery menu: its tag, localised name and games. */
export interface CategoryDef {
  tag: string;
  names: Names;
  games: readonly LotteryDef[];
}

/** GPI is a provider: its games come from the game list call, so its menu entry carries none. */
export const GPI_TAG = 'GPI';

const LOTT_MENU: CategoryDef[] = [
  {
    tag: 'vietnam_rb_hot',
    names: { EN: 'Hot', PT: 'Em alta', TY: '热门彩种', VI: 'Nổi bật' },
    games: [NORTH, ...VIETNAM_FAST],
  },
  { tag: 'vietnam_north', names: { EN: 'Northern', PT: 'Norte', TY: '北部彩', VI: 'Miền Bắc' }, games: [NORTH] },
  { tag: 'vietnam_central', names: { EN: 'Central', PT: 'Centro', TY: '中部彩', VI: 'Miền Trung' }, games: CENTRAL },
  { tag: 'vietnam_south', names: { EN: 'Southern', PT: 'Sul', TY: '南部彩', VI: 'Miền Nam' }, games: SOUTH },
  { tag: 'vietnam_rb_stock', names: { EN: 'Stock', PT: 'Bolsa', TY: '股票彩', VI: 'Chứng khoán' }, games: STOCK },
  { tag: GPI_TAG, names: { EN: 'GPI Lottery', PT: 'Loteria GPI', TY: 'GPI 彩票', VI: 'GPI Xổ số' }, games: [] },
];

const ELOTT_MENU: CategoryDef[] = [
  {
    tag: 'elott_hot',
    names: { EN: 'Hot', PT: 'Em alta', TY: '热门彩种', VI: 'Nổi bật' },
    games: [...ELECTRONIC, ...SEA].filter((game) => game.isHot),
  },
  { tag: 'elott_fast', names: { EN: 'Fast', PT: 'Rápidas', TY: '快速彩', VI: 'Nhanh' }, games: ELECTRONIC },
  {
    tag: 'elott_sea',
    names: { EN: 'Southeast Asia', PT: 'Sudeste Asiático', TY: '东南亚彩', VI: 'Đông Nam Á' },
    games: SEA,
  },
];

/** Lott and ZY show the Vietnamese menu; Elott and SEA the electronic one. */
export const MENU_BY_PRIZE_MODE: Record<string, CategoryDef[]> = {
  Lott: LOTT_MENU,
  ZY: LOTT_MENU,
  Elott: ELOTT_MENU,
  SEA: ELOTT_MENU,
};
