import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { RootStore, StoreContext } from '@/stores'
import { fakePlatform } from './fakePlatform'

/** Renders a screen part inside a real store tree whose platform is faked at its edge. */
export function renderWithStores(ui: ReactElement, options: { language?: 'zh' | 'en' | 'ja' | 'ko' } = {}) {
  const store = new RootStore(fakePlatform(), options.language ?? 'zh')
  const result = render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
  return { ...result, store }
}
