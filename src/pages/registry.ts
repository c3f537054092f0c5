import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ScreenName } from '@/router/routes'
import { routedScreen, type RoutedScreenProps } from '@/components/screen/RoutedScreen'
import { messageCatalogue, type PackName } from '@/i18n/catalogue'
import { platform } from '@/platform'
import { loadOnce } from '@/core/loadOnce'
import { DesktopTopBar } from '@/components/screen/desktopTopBar'
import type { Loader } from './screenLoaders'

type LazyScreen = LazyExoticComponent<ComponentType<RoutedScreenProps>>

/** On a desktop, the frame's top bar (its own chunk) comes with the screen, so the screen draws with it. */
const desktopFrame = () => (platform().deviceVariant() === 'desktop' ? DesktopTopBar.preload().catch(() => undefined) : undefined)

/**
 * A screen loaded with its area's chunk and, at the same time, the messages it shows in the UI language: the other
 * screens' pack, except for the home, whose messages come with the first screen's (i18n/areaLists.ts).
 * H5 only: the mini-program has native pages.
 */
const screen = (load: Loader, messages: PackName = 'rest'): LazyScreen => lazy(async () => {
  const [module] = await Promise.all([load(), messageCatalogue.ensureCurrent(messages), desktopFrame()])
  return { default: routedScreen(module.default) }
})

/**
 * The other screens' loaders (screenLoaders.ts, ≈ 1.5 KB brotli of chunk ids) are a chunk of their own: the home
 * draws without them (issue 15). Loaded once; a failed load is tried again at the next ask.
 */
export const preloadScreens = loadOnce(() => import(/* webpackChunkName: "screens" */ './screenLoaders'))

const homeScreen = () => screen(() => import(/* webpackChunkName: "meeting-home" */ '@/pages/meeting/home'), 'first')
let home = homeScreen()
const others = new Map<ScreenName, LazyScreen>()

/**
 * The screen of a screen name of the route table (src/router/routes.ts), the same component for the same name. The
 * router never imports this file; the route host (pages/index) does.
 */
export function screenOf(name: ScreenName): LazyScreen {
  if (name === 'meetingHome') return home
  let found = others.get(name)
  if (!found) {
    found = screen(async () => (await preloadScreens()).screenLoaders[name]())
    others.set(name, found)
  }
  return found
}

/**
 * Forgets the screen of a name whose load failed (its chunk blocked or offline): React keeps a lazy component's
 * rejected promise for good, so the next screenOf(name) is a new one that loads the chunk again (webpack forgets a
 * failed chunk too). The route host's Retry.
 */
export function forgetScreen(name: ScreenName): void {
  if (name === 'meetingHome') home = homeScreen()
  else others.delete(name)
}
