import { useEffect, type ComponentType } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { showsTabBar } from '@/router/navigationEntries'
import { useStores } from '@/stores'
import { TabBar } from '../TabBar'
import { useDeviceVariant } from '../useDeviceVariant'
import type { MessageKey } from '@/i18n'
import type { RouteName } from '@/router/routes'
import { Screen } from './Screen'
import { isScreenModule, type ScreenInput, type ScreenModule } from './defineScreen'

/** What the route host gives every screen. */
export interface RoutedScreenProps {
  route: { name: RouteName; title: MessageKey }
  params: Record<string, string>
  query: Record<string, string>
}

/** @deprecated The props of a screen not yet declared with defineScreen (it builds its own frame). */
export interface ScreenProps {
  params: Record<string, string>
  query: Record<string, string>
}

/** A loaded screen module as the route host renders it: a declaration in the frame, or (until migrated) a component. */
export function routedScreen(loaded: ScreenModule | ComponentType<ScreenProps>): ComponentType<RoutedScreenProps> {
  if (isScreenModule(loaded)) {
    return function FramedScreen({ route, params, query }: RoutedScreenProps) {
      return <Screen module={loaded} route={route} input={{ params, query } as ScreenInput} />
    }
  }
  const Legacy = loaded
  return observer(function UnframedScreen({ route, params, query }: RoutedScreenProps) {
    const { meeting } = useStores()
    const variant = useDeviceVariant()
    useEffect(() => { void meeting.ensure(query.meeting_id || undefined) }, [meeting, query.meeting_id])
    const tabBar = variant === 'mobile' && showsTabBar(route.name, query, meeting.meeting)
    return (
      <>
        <Legacy params={params} query={query} />
        {tabBar ? <View className='fu-tabbar-spacer' /> : null}
        {tabBar ? <TabBar /> : null}
      </>
    )
  })
}
