import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { RootStore, StoreContext } from '@/stores'
import { setPlatformForTesting, type Platform } from '@/platform'
import { fakePlatform } from './fakePlatform'
import { navigations } from './taro'

/**
 * Renders a screen part inside a real store tree whose platform is faked at its edge. The fake is
 * also the global platform (navigation goes through it), and every route it opens is listed in the
 * Taro stand-in's `navigations` as a navigateTo / redirectTo. `platform` replaces some of the fake's
 * methods before anything renders (e.g. the mini-program's mediaUrl).
 */
export function renderWithStores(ui: ReactElement, options: { language?: 'zh' | 'en' | 'ja' | 'ko'; platform?: Partial<Platform> } = {}) {
  const platform = Object.assign(fakePlatform(), options.platform)
  const openRoute = platform.openRoute
  platform.openRoute = async (route, opts = {}) => {
    navigations.push({ method: opts.replace ? 'redirectTo' : 'navigateTo', url: route })
    return openRoute(route, opts)
  }
  setPlatformForTesting(platform)
  const store = new RootStore(platform, options.language ?? 'zh')
  const result = render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
  return { ...result, store, platform }
}
