import passwordRules from '@fixtures/passwordRules.json';
import type { ReqOf } from '@/api/endpoint';
import { PRIZE_MODES } from '@/api/types/lottery';
import type { EndpointName, Endpoints } from '@/api/endpoints';
import { CONTRACT_KINDS } from './routes/contract-kinds';
import { RULES } from './routes/auth';
import { DEMO_SPIN_MAX_STAKE } from './routes/games';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  NICKNAME_MAX,
  PAYMENT_PASSWORD,
  WITHDRAW_MAX,
  WITHDRAW_MIN,
} from './routes/member';
import { DEMO_MAX_STAKE, DEMO_MIN_STAKE } from './lottery/demo-bets';
import { bool, int, list, literal, money, object, oneOf, optional, text, type Schema } from './validate';

/**
 * The strict server's payload rules, one schema per call of the endpoint table that takes a payload.
 * The type makes the table complete: a new call, or a new field of a payload type, fails to compile
 * until it has its rule here.
 */

type CallsWithPayload = { [K in EndpointName]: ReqOf<Endpoints[K]> extends void ? never : K }[EndpointName];
export type PayloadSchemas = { [K in CallsWithPayload]: Schema<ReqOf<Endpoints[K]>> };

/** The gateway's column sizes and paging caps (the spec leaves them out; generous but bounded). */
const MAX_PAGE_SIZE = 100;
const MAX_PAGE_NO = 100_000;
const ID_MAX = 64;
const CODE_MAX = 32;
const TOKEN_MAX = 512;
const URL_MAX = 2048;
const TEXT_MAX = 255;
const SEARCH_MAX = 100;
const EMAIL_MAX = 254;
/** accounts-and-access §9: feedback images are png or jpg of 5 MB at most, sent as data URLs (base64: 4 characters per 3 bytes). */
const FEEDBACK_IMAGE_MAX_CHARS = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 32;
const FEEDBACK_IMAGE = /^data:image\/(png|jpeg);base64,/;
/** games-and-content §9 and the platform's enumerations. */
const LANGUAGES = ['TY', 'EN', 'PT', 'VI'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NOT_BLANK = /\S/;

const id = text(ID_MAX);
const code = text(CODE_MAX);
const language = oneOf(LANGUAGES);
const date = text(10, { pattern: DATE });
const pageNo = int(1, MAX_PAGE_NO);
const pageSize = int(1, MAX_PAGE_SIZE);
/** Usernames and mobile numbers share the login field (DECISIONS §3: 4-16 and 8-11 characters). */
const username = text(16, { min: 4 });
/** DECISIONS §3: passwords of 6-16 characters (the register pattern set agrees). */
const password = text(passwordRules.passwordMaxLength, { min: passwordRules.passwordMinLength });
/** A password compared with the stored one: any length the form lets through gets "wrong password", not a format error. */
const storedPassword = text(TEXT_MAX);
const mobileNum = text(11, { min: 8 });
const dialingCode = text(5, { pattern: RULES.dialingCode });
const captcha = text(16);
const smsCode = text(6, { pattern: RULES.smsCode });
const paymentPassword = text(6, { pattern: PAYMENT_PASSWORD });
const firebaseToken = text(4096);

const loginSchema: Schema<ReqOf<Endpoints['login']>> = {
  username,
  password,
  captcha: optional(captcha),
  type: oneOf(['username', 'sms', 'firebase']),
  countryDialingCode: optional(dialingCode),
  firebaseChannel: optional(oneOf(['sms'])),
  firebaseIdToken: optional(firebaseToken),
  firebaseMobileNo: optional(mobileNum),
  merchantCode: optional(code),
};

/** The register fields governed by the per-field settings are checked against them by the handler. */
const registerSchema: Schema<ReqOf<Endpoints['register']>> = {
  countryDialingCode: optional(dialingCode),
  registerUrl: text(URL_MAX),
  registerMethod: oneOf(['APP', 'H5', 'WEBCLIP', 'PWA']),
  username: optional(username),
  password,
  confirmPassword: password,
  affiliateCode: optional(code),
  paymentPassword: optional(text(TEXT_MAX)),
  recommenderId: optional(text(TEXT_MAX)),
  nickname: optional(text(TEXT_MAX)),
  payeeName: optional(text(TEXT_MAX)),
  email: optional(text(EMAIL_MAX)),
  mobileNum: optional(mobileNum),
  idNumber: optional(text(TEXT_MAX)),
  qqNum: optional(text(TEXT_MAX)),
  facebook: optional(text(TEXT_MAX)),
  wechat: optional(text(TEXT_MAX)),
  line: optional(text(TEXT_MAX)),
  whatsapp: optional(text(TEXT_MAX)),
  zalo: optional(text(TEXT_MAX)),
  captcha: optional(captcha),
  type: literal(0),
  domain: text(TEXT_MAX),
  verificationCode: optional(smsCode),
  firebaseChannel: optional(oneOf(['sms'])),
  firebaseIdToken: optional(firebaseToken),
};

const smsSchema: Schema<ReqOf<Endpoints['smsRegister']>> = {
  mobileNum,
  countryDialingCode: dialingCode,
  captcha: optional(captcha),
};
const favouriteSchema: Schema<ReqOf<Endpoints['favouriteAdd']>> = { nodeId: id, token: text(TOKEN_MAX), vendor: code };
const range = { startDate: date, endDate: date };
const agentPage = { pageNum: pageNo, pageSize };

export const PAYLOAD_SCHEMAS: PayloadSchemas = {
  // auth
  login: loginSchema,
  trialLogin: loginSchema,
  socialLogin: { provider: oneOf(['facebook', 'google', 'telegram']), idToken: firebaseToken },
  register: registerSchema,
  registerMobile: registerSchema,
  usernameCheck: { username },
  affiliateCheck: { code, domain: text(TEXT_MAX) },
  smsRegister: smsSchema,
  smsNoLogin: smsSchema,
  setPasswordByPhone: {
    newPassword: password,
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: smsCode,
    firebaseIdToken: optional(firebaseToken),
  },
  forgotPasswordEmail: { username, email: text(EMAIL_MAX) },
  changePassword: { oldPassword: storedPassword, newPassword: password, confirmNewPassword: password },

  // member
  memberInfoUpdate: { nickname: text(NICKNAME_MAX, { pattern: NOT_BLANK }), email: optional(text(EMAIL_MAX)) },
  headIconSet: { avatar: text(URL_MAX), avatarType: oneOf(['STATIC', 'CUSTOM']) },
  playerAvatar: { userName: username },
  feedback: {
    content: text(FEEDBACK_MAX_CHARS, { pattern: NOT_BLANK }),
    images: list(text(FEEDBACK_IMAGE_MAX_CHARS, { pattern: FEEDBACK_IMAGE }), FEEDBACK_MAX_IMAGES),
  },
  deposit: { channelId: id, amount: money(0.01, Number.MAX_SAFE_INTEGER) },
  withdraw: { amount: money(WITHDRAW_MIN, WITHDRAW_MAX), cardId: id, paymentPassword },
  orderStatus: { idempotencyKey: id },
  transactionRecords: { pageNo, pageSize, ...range, types: text(16) },
  mailList: { pageNo, pageSize },
  mailRead: { id },
  mailDelete: { id },
  paymentPasswordSet: {
    loginPassword: optional(storedPassword),
    oldPaymentPassword: optional(paymentPassword),
    paymentPassword,
    confirmPaymentPassword: text(6),
  },

  // rewards
  gameRecords: { pageNo, pageSize, ...range, gameType: optional(code) },
  rewardClaim: { id },
  mallRedeem: { itemId: id },

  // agent
  teamKpi: { ...range, size: literal(0) },
  signContract: { kind: oneOf(CONTRACT_KINDS) },
  teamOverview: range,
  teamMembers: { ...agentPage, username: optional(text(16)), filter: optional(oneOf(['all', 'online', 'agents'])) },
  teamPnl: { ...range, ...agentPage, username: optional(text(16)) },
  teamBets: { ...range, ...agentPage, username: optional(text(16)) },
  saveRebateSettings: {
    items: list(
      object({ gameType: code, downlineRate: { kind: 'number', min: 0, max: 100, decimals: 1 } }),
      MAX_PAGE_SIZE,
      1,
    ),
  },
  rebateIncome: { ...range, ...agentPage },
  dividendRecords: agentPage,
  agentRegister: { accountType: int(0, 1), username, password, confirmPassword: password },

  // games
  gameList: {
    merchant: code,
    platform: literal('html5'),
    gameName: optional(text(SEARCH_MAX)),
    gameType: code,
    pageNo,
    pageSize,
    vassalage: optional(code),
    gameClassify: optional(code),
    minBet: optional(text(8)),
    minLine: optional(text(8)),
    isNew: optional(bool()),
    language,
    clientType: optional(literal(2)),
  },
  hotGames: {
    isPlatform: literal(2),
    language,
    platform: literal('html5'),
    gameType: optional(code),
    merchantCode: optional(code),
  },
  vendorSorting: { language },
  vendorGameTypes: { typeId: literal(1), merchantCode: code },
  winnerBoard: { gameCategory: literal('ALL'), language, limitNum: int(1, 50) },
  launchGame: {
    category: code,
    vendor: optional(code),
    gameId: optional(id),
    nodeId: optional(id),
    playType: optional(oneOf(['ent', 'trad'])),
    gameGroupId: optional(id),
    prizeMode: optional(oneOf(PRIZE_MODES)),
    code: optional(id),
    pageBack: optional(text(URL_MAX)),
  },
  favouriteAdd: favouriteSchema,
  favouriteRemove: favouriteSchema,
  favouriteList: { token: text(TOKEN_MAX), pageNo, pageSize, gameType: optional(code), language, vendor: code },
  favouriteIds: { token: text(TOKEN_MAX), pageNo: literal(1), pageSize },
  recentGames: { page: pageNo, pageSize, gameType: optional(code), language, clientType: literal(2), vassalage: code },
  recentGameAdd: { gameId: id, nodeId: id, vendor: code },
  demoSpin: { gameId: id, stake: money(0.01, DEMO_SPIN_MAX_STAKE) },

  // lottery
  lotteryMenu: { prizeMode: oneOf(PRIZE_MODES), device: literal('MOBILE') },
  recentVietnamLottery: {
    device: literal('MOBILE'),
    recentCount: int(1, MAX_PAGE_SIZE),
    prizeMode: oneOf(PRIZE_MODES),
    language,
  },
  lotteryHistory: { gameId: id, pageNo, pageSize },
  numero: { gameId: id },
  launchLottery: { vendor: code, gameCode: id, prizeMode: oneOf(PRIZE_MODES) },
  demoLotteryBet: {
    gameId: id,
    numbers: text(2, { pattern: /^\d{2}$/ }),
    stake: money(DEMO_MIN_STAKE, DEMO_MAX_STAKE),
  },
  demoLotteryBets: { gameId: optional(id) },

  // content
  announcements: {
    types: text(CODE_MAX),
    platform: literal('M'),
    merchantCode: code,
    groupName: optional(code),
    language: optional(language),
  },
  markAnnouncementRead: { announcementId: id, read: literal(true) },
  helpCentre: { lang: language, device: literal('MOBILE') },
  promotionCategories: { language: optional(language) },
};
