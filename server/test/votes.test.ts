/** Votes: contract, 12003 / 12000 / 12001, retracting, and 50 concurrent votes never passing a limit. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const V = SEED_IDS.votes
const P = SEED_IDS.players
let server: TestServer
let guest: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); guest = client(server) }, 120_000)
afterAll(() => server?.stop())

test('vote and players: shape, guest read, paging, sort by count', async () => {
  const vote = await guest.get(`/vote/get?_id=${V.open}`)
  expect(vote.status).toBe(200)
  expect(vote.body.results).toMatchObject({ _id: V.open, title: expect.any(Object), per_person_limit: 5, per_day_limit: 3, ended: 0, count: 25 })
  expect(vote.body.results).not.toHaveProperty('used_total')
  const players = await guest.get(`/vote/player/get?vote_id=${V.open}&limit=2&sort=count`)
  expect(players.body.total).toBe(4)
  expect(players.body.results.map((p: { count: number }) => p.count)).toEqual([12, 8])
  expect((await guest.get(`/vote/player/get?vote_id=${V.open}&skip=3`)).body.results[0]._id).toBe(P[3])
  expect((await guest.get(`/vote/player/get?_id=${P[1]}`)).body.results).toMatchObject({ name: expect.any(Object), img: expect.any(String) })
  expect((await guest.get(`/vote/player/get?player_id=${P[1]}`)).body.results._id).toBe(P[1])
  expect((await guest.get(`/vote/get?vote_id=${V.ended}`)).body.results.ended).toBe(1)
  expect((await guest.get(`/vote/get?_id=${SEED_IDS.members.vote}`)).status).toBe(401)
  expect((await guest.get('/vote/get')).status).toBe(400)
  expect((await guest.get('/vote/answer/list?vote_id=' + V.open)).status).toBe(401)
})

test('12003 ended, 12001 today used up, retract gives a vote back', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.post('/vote/answer/add', { vote_id: V.ended, player_id: P[0] })).body.code).toBe(12003)
  const answers = []
  for (let i = 0; i < 3; i++) {
    const res = await me.api.post('/vote/answer/add', { vote_id: V.open, player_id: P[3] })
    expect(res.status).toBe(201)
    answers.push(res.body.results)
  }
  expect(answers[2]).toMatchObject({ used_total: 3, used_today: 3, count: 3 })
  const fourth = await me.api.post('/vote/answer/add', { vote_id: V.open, player_id: P[3] })
  expect(fourth.status).toBe(409)
  expect(fourth.body.code).toBe(12001)
  // The refused vote changed nothing.
  expect((await me.api.get(`/vote/player/get?_id=${P[3]}`)).body.results.count).toBe(3)
  const list = await me.api.get(`/vote/answer/list?vote_id=${V.open}&today=1`)
  expect(list.body.total).toBe(3)
  const other = await login(server, freshPhone())
  expect((await other.api.del(`/vote/answer/delete?_id=${answers[0]._id}`)).status).toBe(403)
  expect((await me.api.del(`/vote/answer/delete?_id=${answers[0]._id}`)).body.results.deleted).toBe(1)
  expect((await me.api.get(`/vote/get?_id=${V.open}`)).body.results).toMatchObject({ used_total: 2, used_today: 2 })
  expect((await me.api.post('/vote/answer/add', { vote_id: V.open, player_id: P[3] })).status).toBe(201)
  expect((await me.api.del(`/vote/answer/delete?_id=${answers[0]._id}`)).status).toBe(404)
  expect((await me.api.del(`/vote/answer/delete?answer_id=${answers[1]._id}`)).body.results.deleted).toBe(1)
  expect((await me.api.del('/vote/answer/delete')).status).toBe(400)
})

test('12000 votes used up (2 per person, no daily limit)', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.post('/vote/answer/add', { vote_id: V.small, player_id: SEED_IDS.smallPlayers[0] })).status).toBe(201)
  expect((await me.api.post('/vote/answer/add', { vote_id: V.small, player_id: SEED_IDS.smallPlayers[1] })).status).toBe(201)
  const third = await me.api.post('/vote/answer/add', { vote_id: V.small, player_id: SEED_IDS.smallPlayers[0] })
  expect(third.body).toMatchObject({ code: 12000, data: { limit: 2 } })
})

test('bad input: unknown fields, wrong types, invalid ids, a player of another vote → 4xx and no change', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.post('/vote/answer/add', { vote_id: V.open, player_id: P[0], extra: 1 })).status).toBe(400)
  expect((await me.api.post('/vote/answer/add', { vote_id: V.open, player_id: 5 })).status).toBe(400)
  expect((await me.api.post('/vote/answer/add', { vote_id: 'zz', player_id: P[0] })).body.message).toContain('parsing ObjectId string')
  expect((await me.api.post('/vote/answer/add', { vote_id: V.open, player_id: SEED_IDS.smallPlayers[0] })).status).toBe(404)
  expect((await me.api.post('/vote/answer/add', { vote_id: V.open, player_id: 'a'.repeat(100_000) })).status).toBe(400)
  expect((await me.api.get(`/vote/get?_id=${V.open}`)).body.results).toMatchObject({ used_total: 0, used_today: 0 })
})

test('50 concurrent votes by one person: exactly the daily limit (3) pass; by another on a 2-vote ballot: exactly 2', async () => {
  const me = await login(server, freshPhone())
  const results = await Promise.all(Array.from({ length: 50 }, (_, i) => me.api.post('/vote/answer/add', { vote_id: V.open, player_id: P[i % 4] })))
  expect(results.filter((r) => r.status === 201)).toHaveLength(3)
  expect(results.filter((r) => r.status !== 201).every((r) => r.body.code === 12001)).toBe(true)
  expect((await me.api.get(`/vote/answer/list?vote_id=${V.open}`)).body.total).toBe(3)

  const you = await login(server, freshPhone())
  const small = await Promise.all(Array.from({ length: 50 }, () => you.api.post('/vote/answer/add', { vote_id: V.small, player_id: SEED_IDS.smallPlayers[1] })))
  expect(small.filter((r) => r.status === 201)).toHaveLength(2)
  expect(small.filter((r) => r.status !== 201).every((r) => r.body.code === 12000)).toBe(true)
  expect((await you.api.get(`/vote/get?_id=${V.small}`)).body.results.used_total).toBe(2)
}, 60_000)
