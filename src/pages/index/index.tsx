import { Suspense, useEffect, useMemo } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Loading } from '@/components/StateViews'
import { ThemeScope } from '@/components/ThemeScope'
import { TabBar } from '@/components/TabBar'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { resolveLocation } from '@/router/resolve'
import { screens } from '@/router/screens'
import { openUrl } from '@/router/navigate'
import { CurrentRouteContext } from '@/router/currentRoute'
import { showsTabBar } from '@/router/navigationEntries'
import { buildQuery } from '@/core/query'
import { useRouteAccess } from '@/router/useRouteAccess'

/**
 * The H5 site's only Taro page. Every hash path opens a new instance of it (config/index.ts),
 * and it renders the screen our route table gives for the path it was opened with, with the meeting's
 * tab bar on mobile custom navigation pages.
 */
export default observer(function RouteHost() {
  const { language, platform, meeting } = useStores()
  const location = useMemo(() => window.location.hash.replace(/^#/, '') || '/', [])
  const resolved = useMemo(() => resolveLocation(location), [location])
  const target = `${resolved.path}${buildQuery(resolved.query)}`
  const redirected = resolved.path !== location.split('?')[0] && resolved.path !== '/404'
  const access = useRouteAccess(resolved.route, target, resolved.query.meeting_id)
  const variant = useDeviceVariant()

  useEffect(() => {
    if (redirected) void openUrl(target, { replace: true })
  }, [redirected, target])

  // Every page's shell (navigation, title bar, footer) needs the meeting, also where the screen itself does not.
  useEffect(() => {
    if (meeting.status === 'idle') void meeting.load(resolved.query.meeting_id)
  }, [meeting, resolved.query.meeting_id])

  // Pages share the window's scroll: a newly opened screen starts at its top, not where the last one was.
  useEffect(() => { window.scrollTo(0, 0) }, [])

  const title = language.t(resolved.route.title)
  useEffect(() => platform.setTitle(title), [platform, title])

  const Screen = screens[resolved.route.screen ?? 'notBuilt']
  if (redirected || access !== 'allow') return <Loading />
  const tabBar = variant === 'mobile' && showsTabBar(resolved.route.name, resolved.query, meeting.meeting)
  return (
    <CurrentRouteContext.Provider value={location}>
      <ThemeScope className='fu-route' data-route={resolved.route.name} data-built={resolved.route.screen ? 'yes' : 'no'}>
        <Suspense fallback={<Loading />}>
          <Screen params={resolved.params} query={resolved.query} />
        </Suspense>
        {tabBar ? <View className='fu-tabbar-spacer' /> : null}
        {tabBar ? <TabBar /> : null}
      </ThemeScope>
    </CurrentRouteContext.Provider>
  )
})
