import { action, computed, makeObservable, observable, runInAction } from 'mobx'
import type { ObjectId, TokenResponse, User } from '@fu-types/entities'
import { buildQuery } from '@/api/http'
import { fetchUser } from '@/api/users'
import { isSafeRedirect } from '@/core/links'
import type { Platform } from '@/platform'
import type { SocialLoginResult } from '@/flows'
import { randomId } from './ids'

export const SESSION_KEYS = { token: 'token', userId: 'user_id', deviceId: 'device_id', clientId: 'client_id' } as const

export interface SessionOptions {
  /** Whether a route (path and query) needs a session; the router answers from its table. Default: every route does. */
  routeNeedsLogin?: (route: string) => boolean
  /** The meeting to carry to /login (the meeting on screen). */
  meetingId?: () => ObjectId | undefined
  /** The sign-in an authorisation page sent back in the start address (flows.finishSocialLogin); default: none. */
  finishSocialLogin?: () => Promise<SocialLoginResult | undefined>
}

const LOGIN_PATH = '/login'
const pathOf = (route: string) => route.split('?')[0]

/**
 * The session of SPEC §4: logged in once token and user id are saved, then the user is fetched.
 * The token lives in platform storage only: never in a URL, a log line or an error message.
 */
export class SessionStore {
  token: string | null
  userId: ObjectId | null
  user: User | null = null
  /** Created once per device and kept (until the device's data is cleared, /clear): the device-id and client-id headers. */
  deviceId: string
  clientId: string
  /** The registration channel (?source_id=) the visitor arrived through, for views and tickets. */
  sourceId: ObjectId | undefined = undefined
  /** Meetings whose view was recorded in this login; every login starts over. */
  private createdMeetingViews = new Set<ObjectId>()
  private loginRedirectOpen = false
  /** The authorisation page's answer in the start address (WeChat browser), exchanged once per app start. */
  private socialReturn: Promise<SocialLoginResult | undefined> | undefined
  private socialReturnTaken = false

  constructor(private readonly platform: Platform, private readonly options: SessionOptions = {}) {
    const storage = platform.storage
    this.token = storage.get(SESSION_KEYS.token)
    this.userId = storage.get(SESSION_KEYS.userId)
    this.deviceId = this.persistentId(SESSION_KEYS.deviceId)
    this.clientId = this.persistentId(SESSION_KEYS.clientId)
    // Named, not inferred (makeAutoObservable walks every member): the store is made on the app's start path (issue 15).
    // The rest (ids, the login redirect's flag, the social sign-in's answer, the views counted) is never observed.
    makeObservable<SessionStore, 'clear'>(this, {
      token: observable, userId: observable, user: observable, sourceId: observable, loggedIn: computed,
      login: action, logout: action, signOut: action, relogin: action, setSourceId: action, forgetDevice: action, clear: action,
    })
  }

  private persistentId(key: string): string {
    const existing = this.platform.storage.get(key)
    if (existing) return existing
    const created = randomId()
    this.platform.storage.set(key, created)
    return created
  }

  get loggedIn(): boolean {
    return !!this.token && !!this.userId
  }

  /** Saves the token answer, then fetches the user. Every login clears the created-meeting views. */
  async login(answer: TokenResponse): Promise<void> {
    this.token = answer.token
    this.userId = answer.user_id
    this.platform.storage.set(SESSION_KEYS.token, answer.token)
    this.platform.storage.set(SESSION_KEYS.userId, answer.user_id)
    this.createdMeetingViews.clear()
    this.loginRedirectOpen = false
    await this.refreshUser()
  }

  async refreshUser(): Promise<void> {
    if (!this.loggedIn) return
    const user = await fetchUser(this.userId ?? undefined, { withExhibitor: true, withWechatCredentials: true })
    runInAction(() => { this.user = user ?? null })
  }

  /**
   * Clears the session and opens /login?redirect=<next>&meeting_id=…, unless `next` (default: the route on
   * screen) needs no login.
   */
  logout(next: string = this.platform.currentRoute()): void {
    this.clear()
    const needsLogin = this.options.routeNeedsLogin?.(next) ?? true
    if (needsLogin) this.openLogin(next)
  }

  /**
   * The visitor signs out (issue 26 F4): the server ends this session (`everywhere`: every session of the person, on
   * every device), then the device forgets it as logout does. Offline or refused, the local session ends all the same.
   */
  async signOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
    if (this.token) {
      try {
        // Loaded when asked: the sign-in calls (and the error codes they carry) stay out of every page's first script.
        const auth = await import(/* webpackChunkName: "auth-calls" */ '@/api/auth')
        await (everywhere ? auth.endAllSessions() : auth.endSession())
      } catch {
        // Nothing to tell: the visitor asked to leave and leaves; the token stays unusable here (storage cleared).
      }
    }
    this.logout()
  }

  /** Like logout, but always goes to /login. */
  relogin(next: string = this.platform.currentRoute()): void {
    this.clear()
    this.openLogin(next)
  }

  /**
   * Exchanges the sign-in an authorisation page sent back in the start address (the WeChat browser's OAuth return:
   * state checked, code exchanged, address cleaned by the flows), once per app start: the code is single-use.
   */
  resumeSocialLogin(): Promise<SocialLoginResult | undefined> {
    this.socialReturn ??= this.options.finishSocialLogin?.() ?? Promise.resolve(undefined)
    return this.socialReturn
  }

  /**
   * That answer, to one caller only (the login screen, which saves a token with login() or opens /bind): a login
   * screen opened later, after a logout say, must not sign the old answer in again. Undefined when there is none.
   */
  takeSocialLoginReturn(): Promise<SocialLoginResult | undefined> {
    if (this.socialReturnTaken) return Promise.resolve(undefined)
    this.socialReturnTaken = true
    return this.resumeSocialLogin()
  }

  /** The login screen calls this when it closes without a login, so a later redirect may open it again. */
  loginPageClosed(): void {
    this.loginRedirectOpen = false
  }

  setSourceId(sourceId: ObjectId | undefined): void {
    this.sourceId = sourceId || undefined
  }

  /** True the first time per meeting and login: the caller then records the meeting view. */
  claimMeetingView(meetingId: ObjectId): boolean {
    if (this.createdMeetingViews.has(meetingId)) return false
    this.createdMeetingViews.add(meetingId)
    return true
  }

  /**
   * /clear: forgets everything this device stored (session, device and client ids, language, recent searches, pending
   * sign-ins) and starts as a new device: the session ends and new device and client ids are made.
   */
  forgetDevice(): void {
    const storage = this.platform.storage
    this.clear()
    if (storage.clear) storage.clear()
    else Object.values(SESSION_KEYS).forEach(key => storage.remove(key))
    this.deviceId = this.persistentId(SESSION_KEYS.deviceId)
    this.clientId = this.persistentId(SESSION_KEYS.clientId)
    this.sourceId = undefined
    this.createdMeetingViews.clear()
  }

  private clear(): void {
    this.token = null
    this.userId = null
    this.user = null
    this.platform.storage.remove(SESSION_KEYS.token)
    this.platform.storage.remove(SESSION_KEYS.userId)
  }

  /** The login redirect opens once, however many requests fail at the same time. */
  private openLogin(next: string): void {
    if (this.loginRedirectOpen || pathOf(this.platform.currentRoute()) === LOGIN_PATH) return
    this.loginRedirectOpen = true
    const redirect = pathOf(next) !== LOGIN_PATH && isSafeRedirect(next) ? next : undefined
    void this.platform.openRoute(`${LOGIN_PATH}${buildQuery({ redirect, meeting_id: this.options.meetingId?.() })}`)
  }
}
