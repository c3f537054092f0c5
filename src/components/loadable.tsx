import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { loadOnce } from '@/core/loadOnce'

/** A component whose code travels in a chunk of its own, and the way to start loading it ahead of its first use. */
type Loadable<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> }

/**
 * A part of the H5 frame that the first screen of a phone does not draw (the desktop top bar, the tab bar's "more"
 * sheet), loaded when first drawn rather than with the route host (issue 15). Once loaded, or preloaded with the
 * screen's own chunk, it draws at once; before that, `fallback` (nothing by default) stands in, inside its own
 * Suspense so the screen around it stays.
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): Loadable<P> {
  const preload = loadOnce(load)
  // A load that failed (offline before the chunk was ever cached) leaves the fallback in place, not an error; the
  // next draw asks again.
  const Missing = () => <>{fallback}</>
  const makeLazy = () => lazy(() => preload().then(
    component => ({ default: component }),
    () => {
      Lazy = makeLazy() as unknown as ComponentType<P>
      return { default: Missing as ComponentType<P> }
    },
  ))
  // As the loaded component itself: lazy()'s own prop type adds refs these parts do not take.
  let Lazy = makeLazy() as unknown as ComponentType<P>
  function LoadablePart(props: P) {
    const Loaded = preload.loaded()
    if (Loaded) return <Loaded {...props} />
    return <Suspense fallback={fallback}><Lazy {...props} /></Suspense>
  }
  return Object.assign(LoadablePart, { preload })
}
