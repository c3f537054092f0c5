import { Suspense, useEffect, useMemo } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Loading } from '@/components/StateViews'
import { resolveLocation } from '@/router/resolve'
import { screens } from '@/router/screens'
import { navigateTo } from '@/router/navigate'

/**
 * The H5 site's only Taro page. Every hash path opens a new instance of it (config/index.ts),
 * and it renders the screen our route table gives for the path it was opened with.
 */
export default observer(function RouteHost() {
  const { language, platform } = useStores()
  const location = useMemo(() => window.location.hash.replace(/^#/, '') || '/', [])
  const resolved = useMemo(() => resolveLocation(location), [location])
  const redirected = resolved.path !== location.split('?')[0]

  useEffect(() => {
    if (redirected) void navigateTo(resolved.path, resolved.query, { replace: true })
  }, [redirected, resolved])

  const title = resolved.route.title ? language.t(resolved.route.title) : language.t('app.name')
  useEffect(() => platform.setTitle(title), [platform, title])

  const Screen = resolved.route.screen ? screens[resolved.route.screen] : undefined
  if (redirected || !Screen) return <Loading />
  return (
    <View className='fu-route' data-route={resolved.route.name}>
      <Suspense fallback={<Loading />}>
        <Screen params={resolved.params} query={resolved.query} />
      </Suspense>
    </View>
  )
})
