import { Suspense, useEffect, useMemo } from 'react'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Loading } from '@/components/StateViews'
import { ThemeScope } from '@/components/ThemeScope'
import { resolveLocation } from '@/router/resolve'
import { screens } from '@/router/screens'
import { openUrl } from '@/router/navigate'
import { buildQuery } from '@/core/query'
import { useRouteAccess } from '@/router/useRouteAccess'

/**
 * The H5 site's only Taro page. Every hash path opens a new instance of it (config/index.ts),
 * and it renders the screen our route table gives for the path it was opened with.
 */
export default observer(function RouteHost() {
  const { language, platform } = useStores()
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

  const title = language.t(resolved.route.title)
  useEffect(() => platform.setTitle(title), [platform, title])

  const Screen = screens[resolved.route.screen ?? 'notBuilt']
  if (redirected || access !== 'allow') return <Loading />
  return (
    <ThemeScope className='fu-route' data-route={resolved.route.name} data-built={resolved.route.screen ? 'yes' : 'no'}>
      <Suspense fallback={<Loading />}>
        <Screen params={resolved.params} query={resolved.query} />
      </Suspense>
    </ThemeScope>
  )
})
