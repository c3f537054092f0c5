import type { Platform } from '@/platform'
import type { Flows } from '@/flows'
import { routeByName, type RouteName } from '@/router/routes'
import type { ScreenInput, ScreenModule } from '@/components/screen/defineScreen'
import { Screen } from '@/components/screen/Screen'
import { DesktopTopBar } from '@/components/screen/desktopTopBar'
import { renderWithStores } from './renderWithStores'

// The route host loads the desktop top bar (a chunk of its own) beside the screen's chunk, so a screen draws with it
// (pages/registry.ts); here the frame is drawn directly, so each file that renders screens loads it first.
beforeAll(() => DesktopTopBar.preload())

/**
 * Renders a screen module (its default export) the way the route host does: in the one frame, for route `route`,
 * on a mobile or desktop device, inside a real store tree whose platform is faked at its edge.
 */
export function renderScreen(module: ScreenModule, options: {
  route: RouteName
  variant: 'mobile' | 'desktop'
  query?: Record<string, string>
  params?: Record<string, string>
  language?: 'zh' | 'en' | 'ja' | 'ko'
  platform?: Partial<Platform>
  flows?: Partial<Flows>
}) {
  const route = routeByName(options.route)
  const input = { query: options.query ?? {}, params: options.params ?? {} } as ScreenInput
  return renderWithStores(
    <Screen module={module} route={{ name: options.route, title: route.title }} input={input} />,
    { language: options.language, platform: { deviceVariant: () => options.variant, ...options.platform }, flows: options.flows },
  )
}
