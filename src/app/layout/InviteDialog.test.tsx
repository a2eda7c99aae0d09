import { screen } from '@testing-library/react';
import { useSessionStore } from '@/stores/session';
import { renderInApp, setupEnglish } from '../../../tests/support/render';
import { siteStatus } from '@/queries/testing/site-status';
import { InviteDialog } from './InviteDialog';

const resources: { resourceType: string; url: string; labelNameEn: string }[] = [];
let affiliateCodes: string[] = [];
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    systemStatus: async () => siteStatus({ resources }),
    inviteInfo: async () => ({ affiliateCodes }),
  },
}));

beforeAll(() => setupEnglish('agent'));
beforeEach(() => {
  resources.length = 0;
  affiliateCodes = [];
});

const AGENT = { token: 't', merchantCode: 'M', userName: 'agent01', type: 1, firstTimeLogin: false };
const MEMBER = { ...AGENT, userName: 'demo01', type: 0 };
const signInAs = (session: typeof AGENT) => useSessionStore.setState({ session, expiredFrom: null });
const link = async () => (await screen.findByRole('textbox', { name: 'Your invite link' })).getAttribute('value');

/** agent01 (code LUCKY88) opens the dialog on a site whose affiliate link resource is `url`. */
async function openForAgentWithAffiliateLink(url: string) {
  affiliateCodes = ['LUCKY88'];
  resources.push({ resourceType: 'AFFILIATELINK', url, labelNameEn: 'Affiliate' });
  signInAs(AGENT);
  renderInApp(<InviteDialog open onClose={() => undefined} />);
  await screen.findByText('LUCKY88');
}

describe('InviteDialog (the agent modal of games-and-content §6)', () => {
  it("gives an agent the operator's affiliate link carrying the agent's code", async () => {
    await openForAgentWithAffiliateLink('https://join.example.com/');
    expect(await link()).toBe('https://join.example.com/?affiliateCode=LUCKY88');
  });

  it('uses this site’s register page without an affiliate link, or with one the URL policy refuses', async () => {
    await openForAgentWithAffiliateLink('javascript:alert(1)');
    expect(await link()).toBe(`${window.location.origin}/m/register?affiliateCode=LUCKY88`);
  });

  it('gives a member (no affiliate code) a referral link naming them as recommender', async () => {
    signInAs(MEMBER);
    renderInApp(<InviteDialog open onClose={() => undefined} />);
    expect(await link()).toBe(`${window.location.origin}/m/register?recommenderId=demo01`);
  });
});
