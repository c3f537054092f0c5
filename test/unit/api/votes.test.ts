/** Votes through src/api/content.ts against the reference server: the limits reach the caller as 12001, 12000, 12003. */
import { castVote, fetchVote, fetchVotePlayer, listVoteAnswers, listVotePlayers, withdrawVote } from '@/api/content'
import { ApiError } from '@/api/http'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'
import { VOTE_PROJECT_PITCHES, VOTE_PROJECTS } from '../../../server/seed/names'

const V = SEED_IDS.votes
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(async () => { h = connect(server); await loginAs(h) })

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

it('reads the vote, its candidates by weight or by votes, and one candidate', async () => {
  const vote = await fetchVote(V.open)
  expect(vote).toMatchObject({ _id: V.open, ended: 0, used_total: 0, used_today: 0, title: { en: 'Best innovation award' } })
  const byWeight = await listVotePlayers(V.open)
  expect(byWeight.results.map(p => p._id)).toEqual(SEED_IDS.players)
  expect(vote.count).toBe(byWeight.results.reduce((sum, p) => sum + p.count, 0))
  const byCount = (await listVotePlayers(V.open, { sort: 'count' })).results.map(p => p.count)
  expect(byCount).toEqual([...byCount].sort((a, b) => b - a))
  expect(await fetchVotePlayer(SEED_IDS.players[1])).toMatchObject({ _id: SEED_IDS.players[1], name: { en: VOTE_PROJECTS[1][1] }, number: '002' })
})

it('gives what the vote screen shows: the opening time and rules, each candidate\'s number, photos and description', async () => {
  const vote = await fetchVote(V.open)
  expect(vote.start).toBeLessThan(Math.floor(Date.now() / 1000))
  expect(vote.rules).toMatchObject({ en: expect.stringContaining('<strong>3</strong> votes a day') })
  const player = await fetchVotePlayer(SEED_IDS.players[0])
  expect(player).toMatchObject({ number: '001', description: { en: VOTE_PROJECT_PITCHES[0][1] } })
  expect(player.photos?.length).toBeGreaterThan(0)
})

it('counts each vote, then refuses the fourth of the day with 12001 and its limit; withdrawing gives one back', async () => {
  const before = (await fetchVotePlayer(SEED_IDS.players[3])).count
  const answers = []
  for (let i = 1; i <= 3; i++) {
    const answer = await castVote(V.open, SEED_IDS.players[3])
    expect(answer).toMatchObject({ count: before + i, used_today: i, used_total: i })
    answers.push(answer)
  }
  expect(await refusal(castVote(V.open, SEED_IDS.players[0]))).toMatchObject({ status: 409, code: ErrorCode.VoteTodayUsedUp, body: { data: { limit: 3 } } })
  expect(await listVoteAnswers({ vote_id: V.open, today: 1 })).toHaveLength(3)
  expect(await withdrawVote({ _id: answers[0]._id })).toEqual({ _id: answers[0]._id, deleted: 1 })
  expect(await fetchVote(V.open)).toMatchObject({ used_today: 2 })
  expect((await castVote(V.open, SEED_IDS.players[0])).used_today).toBe(3)
})

it('refuses a vote beyond the per-person limit with 12000 and one after the end with 12003', async () => {
  await castVote(V.small, SEED_IDS.smallPlayers[0])
  await castVote(V.small, SEED_IDS.smallPlayers[1])
  expect(await refusal(castVote(V.small, SEED_IDS.smallPlayers[0]))).toMatchObject({ code: ErrorCode.VoteUsedUp, body: { data: { limit: 2 } } })
  expect(await fetchVote(V.ended)).toMatchObject({ ended: 1 })
  expect(await refusal(castVote(V.ended, SEED_IDS.players[0]))).toMatchObject({ code: ErrorCode.VoteEnded })
})
