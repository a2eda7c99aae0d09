/**
 * The one routes table: every screen of both specs, once. `id` names the route module
 * `src/app/routes/<id>.tsx` (src/app/routes.ts registers it for React Router, which also prerenders
 * each path); its `handle` carries the row's layout rules to the shell (`routeHandle`).
 */
export type HeaderKind =
  /** No title bar: the screen brings its own top (home, game lobbies, help). */
  | 'none'
  /** Title bar whose back control goes to /m/home. */
  | 'home'
  /** Title bar whose back control goes back one step. */
  | 'back'
  /** Title bar without a back control. */
  | 'noBack';

export interface RouteDef {
  id: string;
  path: string;
  /** i18n key (common namespace) of the title shown in the title bar. */
  titleKey: string;
  header: HeaderKind;
  hideBottomMenu?: boolean;
  hideFooter?: boolean;
  /** The screen's own button stands where the floating service button would, at rest (deposit, withdraw). */
  hideServiceButton?: boolean;
  /** Needs a session: logged-out visitors go to /m/login. */
  auth?: boolean;
  /** Opens with its top banner carousel: the loading skeleton (and the prerendered frame) draws its box. */
  banner?: boolean;
  /** A screen of the demo only (what the demo backend's links open): not in a live build. */
  demoOnly?: boolean;
  /** Opens under maintenance and in a restricted region too: customer service, the status screens' way out. */
  openDuringOutage?: boolean;
}

/** Keeps each id's literal type, so `RouteId` is the union of the table's ids and `href('hom')` fails the type check. */
const r = <const Id extends string>(
  id: Id,
  path: string,
  header: HeaderKind,
  extra: Partial<Omit<RouteDef, 'id'>> = {},
): RouteDef & { id: Id } => ({
  id,
  path,
  titleKey: `routes.${id}`,
  header,
  ...extra,
});

export const ROUTES = [
  // Home and aliases (every unknown path also shows home).
  r('home', '/m/home', 'none', { banner: true }),
  // Accounts and access
  r('login', '/m/login', 'home', { hideBottomMenu: true, hideFooter: true }),
  r('register', '/m/register', 'home', { hideBottomMenu: true, hideFooter: true }),
  r('forget', '/m/forget', 'home', { hideBottomMenu: true }),
  r('changePsw', '/m/changePsw', 'noBack', { hideBottomMenu: true, auth: true }),
  r('trail', '/m/trail', 'home'),
  r('app', '/m/app', 'back', { hideBottomMenu: true }),
  r('useragreement', '/m/useragreement', 'back'),
  r('privacy', '/m/privacy', 'back'),
  // Member
  r('memberHome', '/m/member/home', 'back', { auth: true }),
  r('voucherCenter', '/m/voucherCenter', 'back', { auth: true, hideServiceButton: true }),
  r('withdraw', '/m/withdraw', 'back', { auth: true, hideServiceButton: true }),
  r('securityCenter', '/m/securityCenter', 'back', { auth: true }),
  r('webEmail', '/m/webEmail', 'back', { auth: true }),
  r('transactionRecord', '/m/transaction/record', 'back', { auth: true }),
  r('myAccount', '/m/myAccount/index', 'back', { auth: true }),
  r('gameRecord', '/m/gameRecord', 'back', { auth: true }),
  r('rewardCenter', '/m/rewardCenter', 'back', { auth: true }),
  r('mall', '/m/mall/mallHome', 'back', { auth: true }),
  r('signIn', '/m/activity/signIn', 'back', { auth: true }),
  r('benefits', '/m/member/benefits', 'back', { auth: true }),
  r('feedback', '/m/member/feedback', 'back', { auth: true }),
  // Agent
  // No session guard: the dashboard itself sends visitors and non-agents to /m/home (spec).
  r('agent', '/m/agent', 'back'),
  r('agentTeamOverview', '/m/agent/team/overview', 'back', { auth: true }),
  r('memberTeam', '/m/member/team', 'back', { auth: true }),
  r('agentTeamPnl', '/m/agent/team/pnl', 'back', { auth: true }),
  r('teamBetting', '/m/teamBetting', 'back', { auth: true }),
  r('agentRebate', '/m/member/agent/agentRebeat', 'back', { auth: true }),
  r('teamRebate', '/m/member/teamRebate', 'back', { auth: true }),
  r('agentRegister', '/m/agentRegister', 'back', { auth: true }),
  r('agentDividend', '/m/member/agent/agentDivident', 'back', { auth: true }),
  r('memberNotice', '/m/member/notice', 'back', { auth: true }),
  r('salaryContract', '/m/member/agent/getSalaryContract', 'back', { auth: true }),
  r('dividendContract', '/m/member/agent/getDevidendContract', 'back', { auth: true }),
  r('hourContract', '/m/member/agent/getHourContract', 'back', { auth: true }),
  // Games
  r('hot', '/m/hot', 'none', { banner: true }),
  r('rng', '/m/rng', 'none', { banner: true }),
  r('live', '/m/live', 'none', { banner: true }),
  r('pvp', '/m/pvp', 'none', { banner: true }),
  r('fish', '/m/fish', 'none', { banner: true }),
  r('gameList', '/m/gameList', 'none', { banner: true }),
  r('inhouse', '/m/inhouse', 'none', { banner: true }),
  r('sports', '/m/sports', 'none', { banner: true }),
  r('esports', '/m/esports', 'none', { banner: true }),
  r('cockfight', '/m/cockfight', 'none', { banner: true }),
  r('gameCenter', '/m/gameCenter', 'none', { banner: true }),
  r('launchGame', '/m/launchGame', 'back', { auth: true }),
  r('demoGame', '/m/demoGame', 'back', { auth: true, hideBottomMenu: true, hideFooter: true, demoOnly: true }),
  // Lottery
  r('lott', '/m/lott', 'none', { banner: true }),
  r('elott', '/m/elott', 'none', { banner: true }),
  r('lottery', '/m/lottery', 'back'),
  r('demoLottery', '/m/demoLottery', 'back', { auth: true, hideBottomMenu: true, hideFooter: true, demoOnly: true }),
  // Content
  r('activity', '/m/activity', 'home', { hideFooter: true }),
  r('activityDetail', '/m/activityDetail', 'back', { hideBottomMenu: true }),
  r('message', '/m/message', 'home', { auth: true }),
  r('messageDetail', '/m/messageDetail', 'back', { auth: true }),
  r('notice', '/m/notice', 'home'),
  r('help', '/m/help', 'none', { banner: true }),
  r('customer', '/m/customer', 'back'),
  // The demo's stand-ins for other sites (the demo backend answers these as its service, download and social links).
  r('demoService', '/m/demoService', 'back', {
    hideBottomMenu: true,
    hideFooter: true,
    demoOnly: true,
    openDuringOutage: true,
  }),
  r('demoDownload', '/m/demoDownload', 'back', { hideBottomMenu: true, demoOnly: true }),
  r('demoSocial', '/m/demoSocial', 'back', { demoOnly: true }),
  r('demoSocialSignIn', '/m/demoSocialSignIn', 'back', { hideBottomMenu: true, hideFooter: true, demoOnly: true }),
  // Operators: the live adapter's contract drift report (runtime config `contractCheck`).
  r('contract', '/m/contract', 'back'),
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

export const ROUTE_BY_ID = Object.fromEntries(ROUTES.map((route) => [route.id, route])) as Record<RouteId, RouteDef>;

/** Paths that show home (besides any unknown path). */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'] as const;

/** Build a link to a route with optional query parameters: `href('gameList', { gameType: 'RNG' })`. */
export function href(id: RouteId, query?: Record<string, string | number | undefined | null>): string {
  const path = ROUTE_BY_ID[id].path;
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function routeForPath(pathname: string): RouteDef {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => route.path.toLowerCase() === clean.toLowerCase()) ?? ROUTE_BY_ID.home;
}

/** The routes a build serves: the demo's own screens only in demo builds (and in tests, which render them). */
export const routesOfBuild = (demo: boolean): readonly RouteDef[] => ROUTES.filter((row) => demo || !row.demoOnly);
