import { useEffect, useMemo, type PropsWithChildren } from 'react'
import { StoreContext, RootStore } from '@/stores'
import { LanguageStore, prepareStartLanguage } from '@/stores/LanguageStore'
import { resolveLocation } from '@/router/resolve'
import { parseQuery } from '@/core/query'
import { platform } from '@/platform'
import './app.scss'

/** Logging out on a route anyone may see stays there; elsewhere it goes to /login (SPEC §4). */
const routeNeedsLogin = (route: string) => resolveLocation(route).route.access !== 'public'

/** The language a link asks for (`#/meeting/home?lang=en`); none in the mini-program, which has no address. */
function queryLanguageOf(route: string): string | null {
  return parseQuery(route.split('?')[1] ?? '').lang ?? null
}

let languageStore: LanguageStore | undefined
let rootStore: RootStore | undefined

// ?lang= in the address comes first (a shared link in the reader's language), then the stored choice, then the browser.
const startQueryLanguage = () => queryLanguageOf(platform().currentRoute())

/** The UI language, the first part of the store tree (the first screen's messages are fetched in its language). */
function appLanguage(): LanguageStore {
  languageStore ??= new LanguageStore(platform(), startQueryLanguage())
  return languageStore
}

/** The one store tree of the app, made on first ask. */
function appStore(): RootStore {
  rootStore ??= new RootStore(platform(), { routeNeedsLogin, language: appLanguage() })
  return rootStore
}

// H5 (issue 15): the platform adapter, the start language's first messages requested, the language store, then the rest
// of the store tree, each in a task of its own, queued now, before React's first render is (React's scheduler posts a
// message too): making them inside that render was one long task of all, ≈ 100 ms of a phone's start, and the tree
// alone still ≈ 130 ms. Should the render come first after all, it makes them itself, as before.
if (process.env.TARO_ENV === 'h5' && typeof MessageChannel !== 'undefined') {
  for (const step of [platform, () => prepareStartLanguage(platform(), startQueryLanguage()), appLanguage, appStore]) {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      step()
    }
    channel.port2.postMessage(null)
  }
}

/** The root: one store tree for the whole app, in both builds. */
function App({ children }: PropsWithChildren) {
  const store = useMemo(appStore, [])
  useEffect(() => { void store.start() }, [store])
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export default App
