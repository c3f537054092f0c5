import { makeAutoObservable } from 'mobx'
import type { Platform } from '@/platform'

/** SPEC §4's client environments: a plain browser is "mobile" when it gets the mobile layout. */
export type SessionEnvironment = 'browser' | 'mobile' | 'wechat' | 'miniprogram'

export function sessionEnvironment(platform: Platform): SessionEnvironment {
  if (platform.environment === 'weapp' || platform.environment === 'miniprogram') return 'miniprogram'
  if (platform.environment === 'wechat') return 'wechat'
  return platform.deviceVariant() === 'mobile' ? 'mobile' : 'browser'
}

/** The client environment, decided once and kept for the session, and the routing depth (SPEC §4). */
export class EnvStore {
  readonly environment: SessionEnvironment
  /** Pages deep in this session's history: 1 on the first page. */
  depth = 1

  constructor(platform: Platform) {
    this.environment = sessionEnvironment(platform)
    makeAutoObservable(this)
  }

  /** The first page of the session has nothing to go back to. */
  get canGoBack(): boolean {
    return this.depth > 1
  }

  forward(): void {
    this.depth += 1
  }

  back(steps = 1): void {
    this.depth = Math.max(1, this.depth - steps)
  }
}
