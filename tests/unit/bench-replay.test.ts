// @vitest-environment node
// @ts-expect-error: the bench is plain ESM JavaScript without type declarations.
import { replayAnswers } from '../../bench/lib/replay.mjs';

type Answer = { status: number; body: string } | null;
const replay = (answers: Map<string, { status: number; body: string }>) =>
  replayAnswers(answers) as (method: string, pathname: string, search: string) => Answer;

describe('the bench’s replayed backend (live build against the demo’s recorded answers)', () => {
  const answers = new Map([
    ['GET /wps/relay/GCSGAME_gameList?platform=html5&gameType=RNG&pageNo=1', { status: 200, body: '"rng"' }],
    ['GET /wps/relay/GCSGAME_gameList?platform=html5&gameType=LIVE&pageNo=1', { status: 200, body: '"live"' }],
    ['POST /wps/relay/GCSGAME_hotGamesV2', { status: 200, body: '"hot"' }],
  ]);

  it('answers a call by its method, path and query, whatever merchant the build sends', () => {
    const answer = replay(answers);
    expect(answer('GET', '/wps/relay/GCSGAME_gameList', '?merchant=&platform=html5&gameType=LIVE&pageNo=1')?.body).toBe(
      '"live"',
    );
    expect(answer('POST', '/wps/relay/GCSGAME_hotGamesV2', '')?.body).toBe('"hot"');
  });

  it('falls back to the first answer of the same path, says 404 for a call never recorded, and leaves files alone', () => {
    const answer = replay(answers);
    expect(answer('GET', '/wps/relay/GCSGAME_gameList', '?gameType=FISH')?.body).toBe('"rng"');
    expect(answer('GET', '/wps/relay/LOTT_gameMenu', '')?.status).toBe(404);
    expect(answer('GET', '/assets/index.js', '')).toBeNull();
  });
});
