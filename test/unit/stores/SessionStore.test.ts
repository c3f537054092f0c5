/** The session of SPEC §4 against the real reference server (login with a code read from the dev outbox). */
import { sendPhoneCode, loginWithPhone } from '@/api/auth'
import { RootStore } from '@/stores/RootStore'
import { SESSION_KEYS, SessionStore } from '@/stores/SessionStore'
import { fakePlatform } from '../../support/fakePlatform'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, freshPhone, latestCode, loginAs, loginNewUser, SEED_IDS, type Harness } from '../api/harness'

let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const publicRoutes = ['/meeting/home', '/news']
beforeEach(() => { h = connect(server, { routeNeedsLogin: route => !publicRoutes.includes(route.split('?')[0]) }) })

describe('login', () => {
  it('is logged in once token and user id are saved, then fetches the user', async () => {
    const phone = freshPhone()
    await sendPhoneCode({ phone })
    const answer = await loginWithPhone({ phone, code: await latestCode(server, phone) })
    const login = h.root.session.login(answer)
    expect(h.root.session.loggedIn).toBe(true)
    expect(h.root.session.user).toBeNull()
    await login
    expect(h.root.session.user).toMatchObject({ _id: answer.user_id, phone })
    expect(h.platform.stored.get(SESSION_KEYS.token)).toBe(answer.token)
    expect(h.platform.stored.get(SESSION_KEYS.userId)).toBe(answer.user_id)
  })

  it('a new store on the same storage restores the session', async () => {
    await loginNewUser(server, h)
    const again = new RootStore(h.platform)
    expect(again.session.loggedIn).toBe(true)
    expect(again.session.token).toBe(h.root.session.token)
    // The user is fetched again when the app starts.
    expect(again.session.user).toBeNull()
    await again.start()
    expect(again.session.user).toMatchObject({ _id: h.root.session.userId })
  })

  it('clears the created-meeting views on every login', async () => {
    expect(h.root.session.claimMeetingView(SEED_IDS.meeting)).toBe(true)
    expect(h.root.session.claimMeetingView(SEED_IDS.meeting)).toBe(false)
    await loginNewUser(server, h)
    expect(h.root.session.claimMeetingView(SEED_IDS.meeting)).toBe(true)
  })

  it('never puts the token in a URL', async () => {
    await loginNewUser(server, h)
    const token = h.root.session.token!
    h.platform.route = '/my/index'
    h.root.session.relogin()
    expect(h.sent.some(r => r.url.includes(token))).toBe(false)
    expect(h.platform.opened.some(o => o.route.includes(token))).toBe(false)
  })
})

/** What the server says of a token now: 200 while its session lives, 403 once it ended. */
const statusOf = async (token: string) => (await fetch(`${server.apiUrl}/users`, { headers: { authorization: `Bearer ${token}` } })).status
const deletes = () => h.sent.filter(r => r.method === 'DELETE').map(r => new URL(r.url).pathname)

describe('signOut (issue 26 F4)', () => {
  it('ends the session on the server, then forgets it here; the person\'s other device stays signed in', async () => {
    const phone = freshPhone()
    const other = await loginAs(connect(server), phone)
    h = connect(server, { routeNeedsLogin: route => !publicRoutes.includes(route.split('?')[0]) })
    await loginAs(h, phone)
    const token = h.root.session.token!
    h.platform.route = '/news'
    await h.root.session.signOut()
    expect(deletes()).toEqual(['/fu/api/tokens/current'])
    expect(h.root.session.loggedIn).toBe(false)
    expect(h.platform.stored.has(SESSION_KEYS.token)).toBe(false)
    expect(await statusOf(token)).toBe(403)
    expect(await statusOf(other.token)).toBe(200)
  })

  it('everywhere: every session of the person ends, this one and the other devices\'', async () => {
    const phone = freshPhone()
    const other = await loginAs(connect(server), phone)
    h = connect(server)
    await loginAs(h, phone)
    const token = h.root.session.token!
    h.platform.route = '/news'
    await h.root.session.signOut({ everywhere: true })
    expect(deletes()).toEqual(['/fu/api/tokens'])
    expect(h.root.session.loggedIn).toBe(false)
    expect(await statusOf(token)).toBe(403)
    expect(await statusOf(other.token)).toBe(403)
  })

  it('a failed call still ends the session on this device', async () => {
    await loginAs(h)
    h.platform.route = '/news'
    Object.assign(h.platform, { request: () => Promise.reject(new Error('offline')) })
    await h.root.session.signOut()
    expect(h.root.session).toMatchObject({ token: null, userId: null, loggedIn: false })
    expect(h.platform.stored.has(SESSION_KEYS.token)).toBe(false)
  })
})

describe('logout', () => {
  it('clears token, user id and user, and opens /login with redirect and meeting_id', async () => {
    await loginNewUser(server, h)
    await h.root.meeting.ensure(SEED_IDS.meeting)
    h.platform.route = '/my/order?status=done'
    h.root.session.logout()
    expect(h.root.session).toMatchObject({ token: null, userId: null, user: null, loggedIn: false })
    expect(h.platform.stored.has(SESSION_KEYS.token)).toBe(false)
    expect(h.platform.stored.has(SESSION_KEYS.userId)).toBe(false)
    expect(h.platform.opened).toEqual([{ route: `/login?redirect=${encodeURIComponent('/my/order?status=done')}&meeting_id=${SEED_IDS.meeting}`, replace: false }])
  })

  it('stays put when the next route needs no login', async () => {
    await loginNewUser(server, h)
    h.root.session.logout('/news')
    expect(h.root.session.loggedIn).toBe(false)
    expect(h.platform.opened).toEqual([])
  })

  it('re-login goes to /login even from a route that needs none', async () => {
    await loginNewUser(server, h)
    h.platform.route = '/meeting/home'
    h.root.session.relogin()
    expect(h.root.session.loggedIn).toBe(false)
    expect(h.platform.opened.map(o => o.route)).toEqual([`/login?redirect=${encodeURIComponent('/meeting/home')}`])
  })

  it('opens the login redirect once, however many requests fail with 403', async () => {
    await loginNewUser(server, h)
    h.root.session.token = 'stale'
    h.platform.route = '/my/index'
    // Navigation still in flight: the route on screen has not changed yet.
    h.platform.openRoute = async (route, options = {}) => { h.platform.opened.push({ route, replace: !!options.replace }) }
    const { request } = await import('@/api/http')
    await Promise.all([1, 2, 3].map(() => request('/tickets').catch(() => undefined)))
    expect(h.platform.opened).toHaveLength(1)
    expect(h.platform.toasts).toHaveLength(3)
  })

  it('opens it again after a login, and not while /login is on screen', async () => {
    h.platform.route = '/my/index'
    h.root.session.logout()
    h.root.session.logout()
    expect(h.platform.opened).toHaveLength(1)
    await loginNewUser(server, h)
    h.platform.route = '/my/index'
    h.root.session.logout()
    expect(h.platform.opened).toHaveLength(2)
    h.root.session.loginPageClosed()
    h.platform.route = '/login?redirect=%2Fmy%2Findex'
    h.root.session.relogin()
    expect(h.platform.opened).toHaveLength(2)
  })

  it('drops a redirect that is not one of our routes', () => {
    h.root.session.relogin('//evil.example/x')
    expect(h.platform.opened.map(o => o.route)).toEqual(['/login'])
  })
})

describe('device and client ids', () => {
  it('are created once and persisted in platform storage', () => {
    const platform = fakePlatform()
    const first = new RootStore(platform).session
    expect(first.deviceId).toMatch(/^[0-9a-f]{32}$/)
    expect(first.clientId).toMatch(/^[0-9a-f]{32}$/)
    expect(first.deviceId).not.toBe(first.clientId)
    expect(platform.stored.get(SESSION_KEYS.deviceId)).toBe(first.deviceId)
    const second = new RootStore(platform).session
    expect([second.deviceId, second.clientId]).toEqual([first.deviceId, first.clientId])
    expect(new RootStore(fakePlatform()).session.deviceId).not.toBe(first.deviceId)
  })

  it('survive logout', async () => {
    await loginNewUser(server, h)
    const { deviceId } = h.root.session
    h.root.session.logout('/news')
    expect(h.platform.stored.get(SESSION_KEYS.deviceId)).toBe(deviceId)
  })
})

describe("the authorisation page's answer at app start (WeChat browser)", () => {
  const TOKEN_RESULT = { status: 'token' as const, token: { token: 't', user_id: '6610000000000000000000ab' } }

  it('is exchanged once however often it is asked for, and handed to one taker only', async () => {
    const finishSocialLogin = jest.fn(async () => TOKEN_RESULT)
    const session = new SessionStore(fakePlatform(), { finishSocialLogin })
    // App start, then the login screen.
    void session.resumeSocialLogin()
    await expect(session.takeSocialLoginReturn()).resolves.toEqual(TOKEN_RESULT)
    // A login screen opened later (after a logout, say) does not sign the old answer in again.
    await expect(session.takeSocialLoginReturn()).resolves.toBeUndefined()
    await session.resumeSocialLogin()
    expect(finishSocialLogin).toHaveBeenCalledTimes(1)
  })

  it('is nothing where the runtime has no such return', async () => {
    await expect(new SessionStore(fakePlatform()).takeSocialLoginReturn()).resolves.toBeUndefined()
  })
})

describe('forgetting the device (/clear)', () => {
  it('ends the session, empties the storage and starts as a new device (new device and client ids, kept)', async () => {
    await loginNewUser(server, h)
    h.platform.storage.set('recent_searches', '["AI"]')
    const { deviceId, clientId } = h.root.session
    h.root.session.forgetDevice()
    expect(h.root.session.loggedIn).toBe(false)
    expect(h.root.session.user).toBeNull()
    expect(h.platform.stored.get(SESSION_KEYS.token)).toBeUndefined()
    expect(h.platform.stored.get('recent_searches')).toBeUndefined()
    expect(h.root.session.deviceId).not.toBe(deviceId)
    expect(h.root.session.clientId).not.toBe(clientId)
    expect(h.platform.stored.get(SESSION_KEYS.deviceId)).toBe(h.root.session.deviceId)
    // A store started later on this storage is the same new device, signed out.
    const again = new RootStore(h.platform)
    expect(again.session.deviceId).toBe(h.root.session.deviceId)
    expect(again.session.loggedIn).toBe(false)
  })

  it('a storage without clear() loses the session keys one by one', () => {
    const platform = fakePlatform()
    const storage = { get: platform.storage.get, set: platform.storage.set, remove: platform.storage.remove }
    const session = new SessionStore({ ...platform, storage })
    storage.set(SESSION_KEYS.token, 't')
    storage.set(SESSION_KEYS.userId, 'u')
    const first = session.deviceId
    session.forgetDevice()
    expect(platform.stored.get(SESSION_KEYS.token)).toBeUndefined()
    expect(platform.stored.get(SESSION_KEYS.userId)).toBeUndefined()
    expect(session.deviceId).not.toBe(first)
  })
})
