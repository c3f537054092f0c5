import { EnvStore } from '@/stores/EnvStore'
import type { Platform } from '@/platform'
import { fakePlatform } from '../../support/fakePlatform'

describe('environment', () => {
  it.each<[Platform['environment'], 'mobile' | 'desktop', string]>([
    ['browser', 'desktop', 'browser'],
    ['browser', 'mobile', 'mobile'],
    ['wechat', 'mobile', 'wechat'],
    ['miniprogram', 'mobile', 'miniprogram'],
    ['weapp', 'mobile', 'miniprogram'],
  ])('%s with the %s layout is %s', (environment, variant, expected) => {
    expect(new EnvStore(fakePlatform({ environment, deviceVariant: () => variant })).environment).toBe(expected)
  })

  it('is decided once, when first asked, and kept for the session', () => {
    let variant: 'mobile' | 'desktop' = 'desktop'
    let layoutReads = 0
    const env = new EnvStore(fakePlatform({ deviceVariant: () => { layoutReads++; return variant } }))
    // Making the store reads no layout width (a phone's browser would lay the page out for it at the app's start).
    expect(layoutReads).toBe(0)
    expect(env.environment).toBe('browser')
    variant = 'mobile'
    expect(env.environment).toBe('browser')
    expect(layoutReads).toBe(1)
  })
})

describe('routing depth', () => {
  it('starts at 1, rises on forward, falls on back, never below 1', () => {
    const env = new EnvStore(fakePlatform())
    expect(env.depth).toBe(1)
    expect(env.canGoBack).toBe(false)
    env.forward()
    env.forward()
    expect(env.depth).toBe(3)
    expect(env.canGoBack).toBe(true)
    env.back()
    expect(env.depth).toBe(2)
    env.back(5)
    expect(env.depth).toBe(1)
    env.back()
    expect(env.depth).toBe(1)
  })
})

describe('routing depth follows the page history', () => {
  it('counts the platform\'s route moves, not calls from screens', () => {
    const platform = fakePlatform()
    const env = new EnvStore(platform)
    platform.moveRoute({ direction: 'forward', steps: 1 })
    platform.moveRoute({ direction: 'forward', steps: 2 })
    expect(env.depth).toBe(4)
    platform.moveRoute({ direction: 'back', steps: 1 })
    expect(env.depth).toBe(3)
    platform.moveRoute({ direction: 'back', steps: 9 })
    expect(env.depth).toBe(1)
    env.stop()
    platform.moveRoute({ direction: 'forward', steps: 1 })
    expect(env.depth).toBe(1)
  })
})
