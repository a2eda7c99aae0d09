/** The routes only agents reach (the rest send a member away). */
export const AGENT_ONLY = new Set<string>([
  'agent',
  'agentTeamOverview',
  'memberTeam',
  'agentTeamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'agentRegister',
  'agentDividend',
  'memberNotice',
  'salaryContract',
  'dividendContract',
  'hourContract',
]);
