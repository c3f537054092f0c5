/**
 * @jest-environment jsdom
 */
// The routing depth's edge (SPEC §4): the H5 adapter reads the position the `history` package (the same one Taro's
// H5 router uses) writes into each entry, after our own navigation and on every popstate.
import { createHashHistory } from 'history'
import Taro from '@tarojs/taro'
import { createH5Platform } from '@/platform/h5'
import { createRouteMoveTracker, historyPosition, type RouteMove } from '@/platform/routeMoves'
import { EnvStore } from '@/stores/EnvStore'

// Taro's H5 navigation, faked at its edge by the same hash history Taro's router drives.
const mockHistory = createHashHistory({ window })
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    navigateTo: async ({ url }: { url: string }) => { mockHistory.push(url) },
    redirectTo: async ({ url }: { url: string }) => { mockHistory.replace(url) },
    navigateBack: async () => { mockHistory.back() },
    getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined,
  },
}))
jest.mock('@/api/wechat', () => ({ jssdkConfig: jest.fn() }))

/** Resolves after the next popstate (jsdom traverses history asynchronously). */
const popped = () => new Promise<void>(resolve => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }))

describe('tracker', () => {
  it('tells forward from back by the entry position, and a replace is no move', () => {
    let position: number | undefined = 0
    const moves: RouteMove[] = []
    const tracker = createRouteMoveTracker(() => position)
    const stop = tracker.watch(move => moves.push(move))
    position = 1; tracker.settled()
    position = 3; tracker.settled()
    tracker.settled()
    position = 1; tracker.settled()
    stop()
    position = 0; tracker.settled()
    expect(moves).toEqual([
      { direction: 'forward', steps: 1 }, { direction: 'forward', steps: 2 }, { direction: 'back', steps: 2 },
    ])
  })

  it('falls back to the router action when entries carry no position', () => {
    const moves: RouteMove[] = []
    const tracker = createRouteMoveTracker(() => undefined)
    tracker.watch(move => moves.push(move))
    tracker.settled({ direction: 'forward', steps: 1 })
    tracker.settled()
    expect(moves).toEqual([{ direction: 'forward', steps: 1 }])
  })

  it('reads only a numeric idx from the history state', () => {
    expect(historyPosition({ idx: 2, key: 'k' })).toBe(2)
    expect(historyPosition(null)).toBeUndefined()
    expect(historyPosition({ idx: '2' })).toBeUndefined()
  })
})

describe('H5 routing depth', () => {
  it('rises with our navigation, keeps on redirect, falls with Taro\'s back and ours (the browser\'s), rises with forward', async () => {
    const platform = createH5Platform()
    const env = new EnvStore(platform)
    expect(env.depth).toBe(1)
    await platform.openRoute('/meeting/news')
    await platform.openRoute('/meeting/news/detail?news_id=1')
    expect(env.depth).toBe(3)
    await platform.openRoute('/404', { replace: true })
    expect(env.depth).toBe(3)

    let settled = popped()
    await Taro.navigateBack()
    await settled
    expect(env.depth).toBe(2)

    settled = popped()
    await platform.goBack()
    await settled
    expect(env.depth).toBe(1)
    expect(env.canGoBack).toBe(false)

    settled = popped()
    window.history.forward()
    await settled
    expect(env.depth).toBe(2)
    env.stop()
  })
})
