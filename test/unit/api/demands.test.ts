/**
 * Demands through src/api/content.ts against the reference server: the board and its search, posting (4116 until
 * registered, 4300 with the category, 4290 too often), closing, comments (which reveal the poster's contact), likes.
 */
import { closeDemand, commentDemand, fetchDemand, likeDemand, listDemandComments, listDemandDocs, listLikedDemands, postDemand, unlikeDemand } from '@/api/content'
import { ApiError } from '@/api/http'
import { register } from '@/api/tickets'
import type { DemandRequest } from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
const D = SEED_IDS.demands
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const post: DemandRequest = { meeting_id: M, title: 'Partner for logistics', description: 'We ship robots to Europe.', show_contact: 1 }
const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

async function participant() {
  const answer = await loginAs(h)
  await register({ activity_id: SEED_IDS.activities.openFree, name: 'Poster', answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }] })
  return answer
}

it('reads the board page by page, by category and by keyword, with like and comment counts', async () => {
  const first = await listDemandDocs({ meeting_id: M, limit: 2, skip: 0 })
  expect(first.total).toBe(3)
  expect(first.results.map(d => d._id)).toEqual([D[0], D[1]])
  expect(first.results[0]).toMatchObject({ status: 'open', like_total: expect.any(Number), comment_total: expect.any(Number), contact_visible: 0 })
  expect(first.results[0]).not.toHaveProperty('contact')
  const cooperation = await listDemandDocs({ meeting_id: M, category: first.results[1].category })
  expect(cooperation.results.map(d => d._id)).toEqual([D[1]])
  expect((await listDemandDocs({ meeting_id: M, keyword: 'solar' })).results.map(d => d._id)).toEqual([D[2]])
  expect(await fetchDemand(D[2])).toMatchObject({ _id: D[2], status: 'closed' })
})

it('refuses a post until the person is registered (4116), then posts, lists it as mine and closes it', async () => {
  await loginAs(h)
  expect(await refusal(postDemand(post))).toMatchObject({ status: 403, code: ErrorCode.RegistrationRequired })
  await register({ activity_id: SEED_IDS.activities.openFree, name: 'Poster', answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }] })
  const posted = await postDemand({ ...post, images: ['/fu/static/demand-1.png'] })
  expect(posted).toMatchObject({ title: post.title, status: 'open', images: ['/fu/static/demand-1.png'], contact_visible: 1 })
  expect((await listDemandDocs({ mine: 1 })).results.map(d => d._id)).toEqual([posted._id])
  expect((await closeDemand(posted._id)).status).toBe('closed')
  expect((await fetchDemand(posted._id))?.status).toBe('closed')
})

it('says what was sensitive (4300 + category) and when it is too often (4290)', async () => {
  await participant()
  expect(await refusal(postDemand({ ...post, description: 'Buy now cheap watches' }))).toMatchObject({ code: ErrorCode.SensitiveContent, body: { data: { category: 'ad' } } })
  for (let i = 0; i < 3; i++) await postDemand({ ...post, title: `Partner wanted ${i}` })
  expect(await refusal(postDemand(post))).toMatchObject({ status: 429, code: ErrorCode.TooFrequent })
})

it('a comment shows the poster\'s contact to the commenter; a second comment is refused (4302)', async () => {
  await participant()
  expect(await fetchDemand(D[0])).not.toHaveProperty('contact')
  const comment = await commentDemand(D[0], 'We integrate robots in Suzhou.')
  expect(comment).toMatchObject({ demand_id: D[0], content: 'We integrate robots in Suzhou.' })
  expect(await fetchDemand(D[0])).toMatchObject({ commented: 1, contact_visible: 1, contact: { phone: '13800000001' } })
  expect((await listDemandComments(D[0])).results[0]).toMatchObject({ content: 'We integrate robots in Suzhou.', user: { username: expect.any(String) } })
  expect(await refusal(commentDemand(D[0], 'Again'))).toMatchObject({ code: ErrorCode.CommentExists })
})

it('likes once, lists my liked demands, and unlikes', async () => {
  await loginAs(h)
  const before = (await fetchDemand(D[1]))!.like_total
  expect(await likeDemand(D[1])).toEqual({ demand_id: D[1], liked: 1, like_total: before + 1 })
  expect(await likeDemand(D[1])).toEqual({ demand_id: D[1], liked: 1, like_total: before + 1 })
  const liked = await listLikedDemands({ meeting_id: M })
  expect(liked.results.map(d => d._id)).toEqual([D[1]])
  expect(liked.results[0]).toMatchObject({ liked: 1 })
  expect(await unlikeDemand(D[1])).toEqual({ demand_id: D[1], liked: 0, like_total: before })
  expect((await listLikedDemands({ meeting_id: M })).total).toBe(0)
})
