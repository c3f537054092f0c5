import { useEffect, useMemo, type PropsWithChildren } from 'react'
import { StoreContext, RootStore } from '@/stores'
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

let rootStore: RootStore | undefined

/** The one store tree of the app, made on first ask. */
function appStore(): RootStore {
  // ?lang= in the address comes first (a shared link in the reader's language), then the stored choice, then the browser.
  rootStore ??= new RootStore(undefined, { routeNeedsLogin, queryLanguage: queryLanguageOf(platform().currentRoute()) })
  return rootStore
}

// H5 (issue 15): the platform adapter, then the store tree, each made in a task of its own, queued now, before React's
// first render is (React's scheduler posts a message too): making them inside that render was one long task of all
// three, ≈ 100 ms of a phone's start. Should the render come first after all, it makes them itself, as before.
if (process.env.TARO_ENV === 'h5' && typeof MessageChannel !== 'undefined') {
  for (const step of [platform, appStore]) {
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
