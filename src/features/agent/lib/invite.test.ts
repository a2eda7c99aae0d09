import { inviteLink } from './invite';

describe('invite link', () => {
  it('carries an agent’s affiliate code', () => {
    expect(inviteLink('https://play.example.com/m/register', { code: 'LUCKY88', userName: 'agent01' })).toBe(
      'https://play.example.com/m/register?affiliateCode=LUCKY88',
    );
  });
  it('carries a member’s user name as recommender, keeping the base query', () => {
    expect(inviteLink('https://aff.example.com/join?src=m', { userName: 'demo01' })).toBe(
      'https://aff.example.com/join?src=m&recommenderId=demo01',
    );
  });
  it('resolves a relative base against this site', () => {
    expect(inviteLink('/m/register', { userName: 'demo01' })).toBe(
      `${window.location.origin}/m/register?recommenderId=demo01`,
    );
  });
});
