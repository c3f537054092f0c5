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

/** The root: one store tree for the whole app, in both builds. */
function App({ children }: PropsWithChildren) {
  // ?lang= in the address comes first (a shared link in the reader's language), then the stored choice, then the browser.
  const store = useMemo(() => new RootStore(undefined, { routeNeedsLogin, queryLanguage: queryLanguageOf(platform().currentRoute()) }), [])
  useEffect(() => { void store.start() }, [store])
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export default App
