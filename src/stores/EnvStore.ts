import { makeAutoObservable } from 'mobx'
import type { Platform, RouteMove } from '@/platform'

/** SPEC §4's client environments: a plain browser is "mobile" when it gets the mobile layout. */
type SessionEnvironment = 'browser' | 'mobile' | 'wechat' | 'miniprogram'

function sessionEnvironment(platform: Platform): SessionEnvironment {
  if (platform.environment === 'weapp' || platform.environment === 'miniprogram') return 'miniprogram'
  if (platform.environment === 'wechat') return 'wechat'
  return platform.deviceVariant() === 'mobile' ? 'mobile' : 'browser'
}

/**
 * The client environment, decided once and kept for the session, and the routing depth (SPEC §4): it follows the
 * platform's page history (our navigation forward, Taro's and the browser's back and forward), never a screen's
 * mounting.
 */
export class EnvStore {
  /** Pages deep in this session's history: 1 on the first page. */
  depth = 1
  /** Stops following the page history (tests; the app's store lives as long as the page). */
  readonly stop: () => void
  private decided: SessionEnvironment | undefined = undefined

  constructor(private readonly platform: Platform) {
    this.stop = platform.watchRouteMoves(move => this.move(move))
    makeAutoObservable<EnvStore, 'platform' | 'decided'>(this, { stop: false, platform: false, decided: false, environment: false })
  }

  /**
   * Decided when first asked, then kept for the session. Not while the store is made: the layout width it reads makes a
   * phone's browser lay the page out there and then, in the app's start (issue 15).
   */
  get environment(): SessionEnvironment {
    this.decided ??= sessionEnvironment(this.platform)
    return this.decided
  }

  /** The first page of the session has nothing to go back to. */
  get canGoBack(): boolean {
    return this.depth > 1
  }

  forward(steps = 1): void {
    this.depth += steps
  }

  back(steps = 1): void {
    this.depth = Math.max(1, this.depth - steps)
  }

  private move(move: RouteMove): void {
    if (move.direction === 'forward') this.forward(move.steps)
    else this.back(move.steps)
  }
}
