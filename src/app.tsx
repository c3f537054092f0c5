import { useMemo, type PropsWithChildren } from 'react'
import { StoreContext, RootStore } from '@/stores'
import './app.scss'

/** The root: one store tree for the whole app, in both builds. */
function App({ children }: PropsWithChildren) {
  const store = useMemo(() => new RootStore(), [])
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export default App
