import { reaction } from 'mobx'
import { platform as currentPlatform, loadWebViewDomains, type Platform } from '@/platform'
import { fetchWebViewDomains } from '@/api/statics'
import type { Flows } from '@/flows'
import { flows as currentFlows } from '@/flows/current'
import { EnvStore } from './EnvStore'
import { connectHttp } from './httpHooks'
import { LanguageStore } from './LanguageStore'
import { MeetingStore } from './MeetingStore'
import { recordMeetingVisits } from './meetingVisits'
import { startReports } from './reports'
import { NavigationStore } from './NavigationStore'
import { customDomainOf } from '@/core/customDomain'
import { SessionStore, type SessionOptions } from './SessionStore'

export interface RootStoreOptions {
  queryLanguage?: string | null
  /** The language store, made beforehand (the H5 start makes it in a task of its own, app.tsx); default: made here. */
  language?: LanguageStore
  /** The router's answer to "does this route need a session?" (SessionStore.logout). */
  routeNeedsLogin?: SessionOptions['routeNeedsLogin']
  /** The user flows (pay, share, scan, social sign-in); default: this build's, over this build's platform. */
  flows?: Flows
}

export class RootStore {
  readonly language: LanguageStore
  readonly meeting: MeetingStore
  readonly session: SessionStore
  readonly env: EnvStore
  readonly navigation = new NavigationStore()
  private chosenFlows: Flows | undefined
  private readonly givenFlows: Flows | undefined

  constructor(readonly platform: Platform = currentPlatform(), options: RootStoreOptions | string | null = {}) {
    // Older callers pass the ?lang= value directly.
    const opts: RootStoreOptions = typeof options === 'string' || options === null ? { queryLanguage: options } : options
    this.givenFlows = opts.flows
    this.language = opts.language ?? new LanguageStore(platform, opts.queryLanguage)
    this.meeting = new MeetingStore(() => customDomainOf(platform.hostname(), MAIN_HOSTS))
    this.env = new EnvStore(platform)
    this.session = new SessionStore(platform, {
      routeNeedsLogin: opts.routeNeedsLogin,
      meetingId: () => this.meeting.meeting?._id,
      // Read when asked, so a test may replace the flows' method after the store is made.
      finishSocialLogin: () => this.socialLoginReturn(),
    })
    connectHttp(platform, this.session, this.language)
    recordMeetingVisits(this.meeting, this.session)
    // SPEC §9: errors and web vitals of one session in ten.
    startReports(platform, this.meeting)
    // The language switcher offers only what the meeting enables.
    reaction(() => this.meeting.enabledLanguages, languages => this.language.setEnabled(languages), { fireImmediately: true })
  }

  /**
   * The user flows above src/api (payment, social sign-in, share, scan): screens use `useStores().flows`. Chosen on
   * first use: in the mini-program the native pages install them (flows/weappInstall.ts), after the app has started.
   */
  get flows(): Flows {
    this.chosenFlows ??= this.givenFlows ?? currentFlows()
    return this.chosenFlows
  }

  /** The WeChat browser's return from its authorisation page (H5 only; the mini-program's flows have none). */
  private socialLoginReturn() {
    let flows: Flows
    try {
      flows = this.flows
    } catch {
      // The mini-program before a native page installed its flows: there is no browser return to finish.
      return Promise.resolve(undefined)
    }
    return flows.finishSocialLogin?.() ?? Promise.resolve(undefined)
  }

  /** At app start: a session restored from storage fetches its user again (it was only fetched at login). */
  async start(): Promise<void> {
    // The WeChat browser's return from the authorisation page is exchanged now; the login screen takes its answer.
    void this.session.resumeSocialLogin().catch(() => undefined)
    // Only the mini-program limits which domains open; the server's list widens the build's (SPEC §7 Static, §8).
    if (this.platform.environment === 'weapp' || this.platform.environment === 'miniprogram') void loadWebViewDomains(fetchWebViewDomains)
    try {
      await this.session.refreshUser()
    } catch {
      // A 403 logs out through the http hooks; other failures leave the user to the next screen that needs it.
    }
  }
}
