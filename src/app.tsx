import { useEffect, useMemo, type PropsWithChildren } from 'react'
import { StoreContext, RootStore } from '@/stores'
import { resolveLocation } from '@/router/resolve'
import './app.scss'

/** Logging out on a route anyone may see stays there; elsewhere it goes to /login (SPEC §4). */
const routeNeedsLogin = (route: string) => resolveLocation(route).route.access !== 'public'

/** The root: one store tree for the whole app, in both builds. */
function App({ children }: PropsWithChildren) {
  const store = useMemo(() => new RootStore(undefined, { routeNeedsLogin }), [])
  useEffect(() => { void store.start() }, [store])
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export default App
