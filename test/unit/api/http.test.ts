/** src/api/http.ts against the real reference server: every SPEC §7 / §8 rule of issue 3. */
import { ApiError, CLIENT_VERSION, request, requestEnvelope, STAGE_VERSION } from '@/api/http'
import { fetchMeeting } from '@/api/meetings'
import { loginWithWechat, needsPhoneBinding, sendEmailCode } from '@/api/auth'
import { startTestServer, type TestServer } from '../../support/server'
import { BLACKLISTED_EMAIL, connect, formOf, headersOf, loginNewUser, SEED_IDS, staysPending, type Harness } from './harness'

let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })
afterEach(() => jest.restoreAllMocks())

const lastSent = () => h.sent[h.sent.length - 1]

describe('headers', () => {
  it('sends device-id, client-id, version, stage-version and signature on every call', async () => {
    await fetchMeeting(SEED_IDS.meeting)
    const headers = lastSent().headers
    expect(headers['device-id']).toBe(h.root.session.deviceId)
    expect(headers['client-id']).toBe(h.root.session.clientId)
    expect(headers.version).toBe('2.24.0')
    expect(CLIENT_VERSION).toBe('2.24.0')
    expect(headers['stage-version']).toBe(STAGE_VERSION)
    expect(headers.signature).toMatch(/^\d{13}\.[0-9a-f]{64}$/)
  })

  it('sends Authorization on every call except /demand/meetings, /meeting/blocks, /navigation/categories and /lives', async () => {
    await loginNewUser(server, h)
    const token = h.root.session.token
    const publicCalls = ['/demand/meetings', '/meeting/blocks', '/navigation/categories', '/lives']
    for (const path of publicCalls) await request(path, { query: { meeting_id: SEED_IDS.meeting } }).catch(() => undefined)
    for (const path of publicCalls) expect(headersOf(h.sent, path).map(x => x.Authorization)).toEqual([undefined])
    // The server only answers these with the token: proof it arrived, not just that we built it.
    await expect(request('/tickets', { query: { limit: 1 } })).resolves.toEqual([])
    expect(headersOf(h.sent, '/tickets')[0].Authorization).toBe(`Bearer ${token}`)
    expect(headersOf(h.sent, '/lives/count')).toEqual([])
    await request('/lives/count').catch(() => undefined)
    expect(headersOf(h.sent, '/lives/count')[0].Authorization).toBe(`Bearer ${token}`)
    // An unreleased layout and navigation (the organisers' /preview) are asked for with the token: the server decides who may see it.
    await request('/meeting/blocks', { query: { meeting_id: SEED_IDS.meeting, version: 3 } }).catch(() => undefined)
    expect(headersOf(h.sent, '/meeting/blocks').map(x => x.Authorization)).toEqual([undefined, `Bearer ${token}`])
    await request('/navigation/categories', { query: { meeting_id: SEED_IDS.meeting, version: 3 } }).catch(() => undefined)
    expect(headersOf(h.sent, '/navigation/categories').map(x => x.Authorization)).toEqual([undefined, `Bearer ${token}`])
  })

  it('posts form-urlencoded by default and JSON when asked', async () => {
    await request('/texts/code/v2', { method: 'POST', body: { phone: '13912340000', scene: 'login' } })
    expect(lastSent().headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(lastSent().body).toBe('phone=13912340000&scene=login')
    await request('/mails/code/v2', { method: 'POST', json: true, body: { email: `json-${Date.now()}@demo.test`, language: 'en' } })
    expect(lastSent().headers['content-type']).toBe('application/json')
    expect(JSON.parse(lastSent().body!)).toMatchObject({ language: 'en' })
  })
})

describe('body completion', () => {
  it('fills a missing user_id with the device id on the SPEC §7 POSTs, and keeps a given one', async () => {
    await loginNewUser(server, h)
    const paths = [
      `/activities/${SEED_IDS.activities.openFree}/views`, `/meetings/${SEED_IDS.meeting}/credential`,
      `/enterprises/${SEED_IDS.enterprises[0]}/invites`, `/news/${SEED_IDS.news[0]}/views`, '/logs', '/search/keyword',
    ]
    for (const path of paths) {
      await request(path, { method: 'POST', body: {} }).catch(() => undefined)
      expect([path, formOf(lastSent()).user_id]).toEqual([path, h.root.session.deviceId])
    }
    await request(`/activities/${SEED_IDS.activities.openFree}/views`, { method: 'POST', body: { user_id: 'someone' } })
    expect(formOf(lastSent()).user_id).toBe('someone')
  })

  it('leaves other calls alone', async () => {
    await request('/texts/code/v2', { method: 'POST', body: { phone: '13912340001' } })
    expect(formOf(lastSent())).toEqual({ phone: '13912340001' })
    await request(`/activities/${SEED_IDS.activities.openFree}/sources`).catch(() => undefined)
    expect(lastSent().body).toBeUndefined()
  })

  it('adds the session source_id to views and /tickets, and the server records it on the ticket', async () => {
    await loginNewUser(server, h)
    h.root.session.setSourceId(SEED_IDS.sources.openPartner)
    await request(`/activities/${SEED_IDS.activities.openFree}/views`, { method: 'POST' })
    expect(formOf(lastSent()).source_id).toBe(SEED_IDS.sources.openPartner)
    const tickets = await request<{ source_id?: string }[]>('/tickets', { method: 'POST', body: { activity_id: SEED_IDS.activities.openFree, name: 'Source Test', answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.friend] }] } })
    expect(formOf(lastSent()).source_id).toBe(SEED_IDS.sources.openPartner)
    expect(tickets[0].source_id).toBe(SEED_IDS.sources.openPartner)
    // Nested form fields go as bracket keys, which the server reads back into the answer list.
    expect(formOf(lastSent())['answers[0][options][0]']).toBe(SEED_IDS.options.friend)
    await request('/texts/code/v2', { method: 'POST', body: { phone: '13912340002' } })
    expect(formOf(lastSent()).source_id).toBeUndefined()
  })
})

describe('answers', () => {
  it('unwraps 2xx bodies to results; requestEnvelope keeps total', async () => {
    const meeting = await fetchMeeting(SEED_IDS.meeting)
    expect(meeting?._id).toBe(SEED_IDS.meeting)
    const envelope = await requestEnvelope<unknown[]>('/demand/meetings', { query: { limit: 1 } })
    expect(envelope).toEqual({ results: [expect.objectContaining({ _id: SEED_IDS.meeting })], total: 1 })
  })

  it('rejects other statuses with the response: status and the server body', async () => {
    const error = await request('/tickets').then(() => null, e => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, code: 4011 })
  })
})

describe('identical GETs to /demand/meetings', () => {
  it('share one promise within 5 s and go out again after', async () => {
    const now = Date.now()
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now)
    const first = fetchMeeting(SEED_IDS.meeting)
    clock.mockReturnValue(now + 4999)
    const second = fetchMeeting(SEED_IDS.meeting)
    expect(await second).toEqual(await first)
    expect(headersOf(h.sent, '/demand/meetings')).toHaveLength(1)
    clock.mockReturnValue(now + 5000)
    await fetchMeeting(SEED_IDS.meeting)
    expect(headersOf(h.sent, '/demand/meetings')).toHaveLength(2)
  })

  it('do not share between different queries or other paths', async () => {
    await Promise.all([fetchMeeting(SEED_IDS.meeting), fetchMeeting()])
    expect(headersOf(h.sent, '/demand/meetings')).toHaveLength(2)
    await Promise.all([request('/meeting/blocks', { query: { meeting_id: SEED_IDS.meeting } }), request('/meeting/blocks', { query: { meeting_id: SEED_IDS.meeting } })])
    expect(headersOf(h.sent, '/meeting/blocks')).toHaveLength(2)
  })
})

describe('single-item GETs', () => {
  it('a deleted item opens /204 once and the request never settles', async () => {
    await loginNewUser(server, h)
    const first = request('/activities', { query: { _id: SEED_IDS.activities.deleted } })
    const second = request('/activities', { query: { _id: SEED_IDS.activities.deleted } })
    expect(await staysPending(first)).toBe(true)
    expect(await staysPending(second)).toBe(true)
    const third = fetchMeeting(SEED_IDS.deletedMeeting)
    expect(await staysPending(third)).toBe(true)
    expect(h.platform.opened).toEqual([{ route: '/204?replace=1', replace: true }])
  })

  it('adds the item\'s meeting_id to the page address when it has none', async () => {
    await loginNewUser(server, h)
    h.platform.route = `/meeting/activity/detail?activity_id=${SEED_IDS.activities.openFree}`
    await request('/activities', { query: { _id: SEED_IDS.activities.openFree } })
    expect(h.platform.route).toBe(`/meeting/activity/detail?activity_id=${SEED_IDS.activities.openFree}&meeting_id=${SEED_IDS.meeting}`)
    h.platform.route = '/meeting/home?meeting_id=other'
    await fetchMeeting(SEED_IDS.meeting)
    expect(h.platform.route).toBe('/meeting/home?meeting_id=other')
    h.platform.route = '/meeting/home'
    await fetchMeeting(SEED_IDS.meeting)
    expect(h.platform.route).toBe(`/meeting/home?meeting_id=${SEED_IDS.meeting}`)
  })
})

describe('SPEC §8 reactions', () => {
  it('a message with "parsing ObjectId string" opens /404', async () => {
    await expect(fetchMeeting('not-an-id')).rejects.toMatchObject({ status: 400, message: expect.stringContaining('parsing ObjectId string') })
    expect(h.platform.opened).toEqual([{ route: '/404', replace: true }])
  })

  it('code 403 toasts token.invalid and logs out', async () => {
    await loginNewUser(server, h)
    h.root.session.token = 'expired-token'
    h.platform.route = '/my/index'
    await expect(request('/tickets', { query: { limit: 1 } })).rejects.toMatchObject({ status: 403, code: 403 })
    expect(h.platform.toasts).toEqual(['Your session has expired. Please sign in again'])
    expect(h.root.session.loggedIn).toBe(false)
    expect(h.platform.stored.has('token')).toBe(false)
    expect(h.platform.opened.map(o => o.route)).toEqual(['/login?redirect=%2Fmy%2Findex'])
  })

  it('code 4000 on the e-mail code request shows the blacklist alert with a confirm button', async () => {
    await expect(sendEmailCode(BLACKLISTED_EMAIL, 'en')).rejects.toMatchObject({ code: 4000 })
    expect(h.platform.alerts).toEqual([{ title: 'This e-mail address is blacklisted and cannot be used', confirmText: 'OK' }])
    expect(h.platform.toasts).toEqual([])
  })

  it('WeChat login code 4260 is returned to the caller, with no reaction', async () => {
    const result = await loginWithWechat({ code: `dev-wx${Date.now()}` })
    expect(needsPhoneBinding(result)).toBe(true)
    expect(result).toMatchObject({ code: 4260 })
    expect(h.platform.toasts).toEqual([])
    expect(h.platform.opened).toEqual([])
  })
})

describe('loading toast (SPEC §9)', () => {
  const slowly = (ms: number) => {
    const send = h.platform.request
    h.platform.request = req => new Promise(resolve => setTimeout(resolve, ms)).then(() => send(req))
  }
  const wait = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

  it('shows "loading" for a slow call (30 s at most) and clears it 400 ms after the answer', async () => {
    const showLoading = jest.fn()
    const hideLoading = jest.fn()
    Object.assign(h.platform, { showLoading, hideLoading })
    slowly(800)
    await fetchMeeting(SEED_IDS.meeting)
    expect(showLoading).toHaveBeenCalledWith('Loading…', 30000)
    expect(hideLoading).not.toHaveBeenCalled()
    await wait(450)
    expect(hideLoading).toHaveBeenCalledTimes(1)
  })

  it('shows nothing for a slow background record (a view)', async () => {
    const showLoading = jest.fn()
    Object.assign(h.platform, { showLoading, hideLoading: jest.fn() })
    slowly(800)
    await request(`/meetings/${SEED_IDS.meeting}/views`, { method: 'POST', body: {} }).catch(() => undefined)
    await wait(100)
    expect(showLoading).not.toHaveBeenCalled()
  })

  it('shows nothing for a slow poll (a background read: the live chat ticking under the video)', async () => {
    const showLoading = jest.fn()
    Object.assign(h.platform, { showLoading, hideLoading: jest.fn() })
    slowly(800)
    await request('/demand/meetings', { query: { limit: 2 }, background: true })
    await wait(100)
    expect(showLoading).not.toHaveBeenCalled()
    // The same read the visitor waits for does show it.
    await fetchMeeting(SEED_IDS.meeting)
    expect(showLoading).toHaveBeenCalledTimes(1)
  })
})
