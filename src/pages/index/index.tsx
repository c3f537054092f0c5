import { Suspense, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Loading } from '@/components/StateViews'
import { ThemeScope } from '@/components/ThemeScope'
import { ScreenLoadBoundary } from '@/components/screen/ScreenLoadBoundary'
import { resolveLocation } from '@/router/resolve'
import { openUrl } from '@/router/navigate'
import { CurrentRouteContext } from '@/router/currentRoute'
import type { RouteName, ScreenName } from '@/router/routes'
import { buildQuery } from '@/core/query'
import { useRouteAccess } from '@/router/useRouteAccess'
import { whenIdle } from '@/platform'
import { forgetScreen, preloadScreens, screenOf } from '../registry'

/** Whether the site's first screen is still to be drawn (see RouteHost). */
let firstScreen = true

/**
 * The H5 site's only Taro page. Every hash path opens a new instance of it (config/index.ts): it resolves the path
 * with the route table, applies the route's guard and renders the registry's screen, which brings its own frame.
 */
export default observer(function RouteHost() {
  const { platform, language } = useStores()
  const location = useMemo(() => window.location.hash.replace(/^#/, '') || '/', [])
  const resolved = useMemo(() => resolveLocation(location), [location])
  const target = `${resolved.path}${buildQuery(resolved.query)}`
  const redirected = resolved.path !== location.split('?')[0] && resolved.path !== '/404'
  const access = useRouteAccess(resolved.route, target, resolved.query.meeting_id)

  useEffect(() => {
    if (redirected) void openUrl(target, { replace: true })
  }, [redirected, target])

  // Pages share the window's scroll: a newly opened screen starts at its top, not where the last one was.
  useEffect(() => { window.scrollTo(0, 0) }, [])

  // The other screens' loaders, once the first screen is under way: the next screen opens without waiting for them.
  useEffect(() => whenIdle(() => { preloadScreens().catch(() => undefined) }, 5000), [])

  // Until the screen's frame sets its own (an item's title), the window shows the route's.
  const routeTitle = language.t(resolved.route.title)
  useEffect(() => platform.setTitle(routeTitle), [platform, routeTitle])

  // The server's start page shows the meeting home (server/modules/meetings/siteShell.ts): any other screen, or a guard's detour,
  // takes it away at once (the home does when its meeting is shown, useMeetingHome).
  const showsHome = !redirected && access !== 'login' && resolved.route.name === 'meetingHome'
  useLayoutEffect(() => { if (!showsHome) platform.removeStartShell() }, [showsHome, platform])

  // The first screen's messages come first (a chunk in the UI language): nothing is drawn without its words.
  const canShow = !redirected && access === 'allow' && language.ready
  // The site's first screen is drawn as a transition: React draws it in slices of a few ms between which the page
  // answers input, not in one long task (60–90 ms of a phone's CPU for the home; issue 15), while the server's start
  // page stays. Later screens open on a tap and are drawn at once, with no frame of loading state between.
  const [shown, setShown] = useState(!firstScreen)
  // Retry after a screen's code failed to load: a new lazy screen (registry.forgetScreen), drawn by a new render.
  const screenName = resolved.route.screen as ScreenName
  const [, setAttempt] = useState(0)
  const retryScreen = useCallback(() => {
    forgetScreen(screenName)
    setAttempt(n => n + 1)
  }, [screenName])
  useEffect(() => {
    if (!canShow || shown) return
    firstScreen = false
    startTransition(() => setShown(true))
  }, [canShow, shown])
  if (!canShow || !shown) return <Loading />
  const Screen = screenOf(screenName)
  return (
    <CurrentRouteContext.Provider value={location}>
      <ThemeScope className='fu-route' data-route={resolved.route.name}>
        <ScreenLoadBoundary onRetry={retryScreen}>
          <Suspense fallback={<Loading />}>
            <Screen route={{ name: resolved.route.name as RouteName, title: resolved.route.title }} params={resolved.params} query={resolved.query} />
          </Suspense>
        </ScreenLoadBoundary>
      </ThemeScope>
    </CurrentRouteContext.Provider>
  )
})
