import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { RootStore, StoreContext } from '@/stores'
import { setPlatformForTesting, type Platform } from '@/platform'
import { setFlowsForTesting, type Flows } from '@/flows'
import { fakePlatform } from './fakePlatform'
import { fakeFlows } from './fakeFlows'
import { navigations } from './taro'

export interface RenderWithStoresOptions {
  language?: 'zh' | 'en' | 'ja' | 'ko'
  /** Replaces some of the fake platform's methods before anything renders (e.g. the mini-program's mediaUrl). */
  platform?: Partial<Platform>
  /** Replaces some of the fake flows' methods (pay, share, scanCode, socialLogin, loginProviders, finishSocialLogin). */
  flows?: Partial<Flows>
}

/**
 * Renders a screen part inside a real store tree whose platform is faked at its edge and whose user flows (pay,
 * share, scan, social sign-in) are faked whole. The fakes are also the global platform and flows (navigation goes
 * through the platform), and every route the platform opens is listed in the Taro stand-in's `navigations` as a
 * navigateTo / redirectTo. `platform` and `flows` replace some of the fakes' methods before anything renders.
 */
export function renderWithStores(ui: ReactElement, options: RenderWithStoresOptions = {}) {
  const platform = Object.assign(fakePlatform(), options.platform)
  const openRoute = platform.openRoute
  platform.openRoute = async (route, opts = {}) => {
    navigations.push({ method: opts.replace ? 'redirectTo' : 'navigateTo', url: route })
    return openRoute(route, opts)
  }
  const flows = Object.assign(fakeFlows(), options.flows)
  setPlatformForTesting(platform)
  setFlowsForTesting(flows)
  const store = new RootStore(platform, { queryLanguage: options.language ?? 'zh', flows })
  const result = render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
  return { ...result, store, platform, flows }
}
