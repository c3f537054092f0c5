import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { MessageKey } from '@/i18n'
import type { RouteName } from '@/router/routes'
import { showsTabBar } from '@/router/navigationEntries'
import { useStores } from '@/stores'
import { DesktopTopBar } from './desktopTopBar'
import { MeetingFooter } from '../MeetingFooter'
import { Failed, Loading } from '../StateViews'
import { TabBar } from '../TabBar'
import { useDeviceVariant } from '../useDeviceVariant'
import { heading, srRole } from '../a11y'
import { MobileTitleBar } from './MobileTitleBar'
import type { ScreenInput, ScreenModule } from './defineScreen'
import './screen.scss'

export interface ScreenFrameProps {
  module: ScreenModule
  route: { name: RouteName; title: MessageKey }
  input: ScreenInput
}

/**
 * The one frame of every screen: the meeting it shows, the variant for this device, the mobile title bar with back
 * (or the desktop top bar), the screen's loading and failed states, the meeting footer and the mobile tab bar.
 * A screen's declaration says what differs (defineScreen.ts); nothing here is rebuilt by a screen.
 */
export const Screen = observer(function Screen({ module, route, input }: ScreenFrameProps) {
  const { definition } = module
  const { meeting, language, platform } = useStores()
  const variant = useDeviceVariant()
  // The item's own meeting, as the declaration read it from the data: once named, this render is redone at once with
  // it (React's state adjusted while rendering), so the hook never commits with another meeting.
  const [itemMeetingId, setItemMeetingId] = useState<string>()
  const held = meeting.meeting
  const shownId = (itemMeetingId ?? input.query.meeting_id) || held?._id
  const loaded = held?._id === shownId ? held : undefined
  const data = definition.use({ ...input, meeting: { id: shownId, loaded, timezone: loaded?.timezone } })

  const declaredId = definition.meetingId?.(input, data)
  if (declaredId !== itemMeetingId) setItemMeetingId(declaredId)
  const meetingId = declaredId ?? input.query.meeting_id
  useEffect(() => { void meeting.ensure(meetingId || undefined) }, [meeting, meetingId])
  // SPEC §8: a meeting screen for a meeting that does not exist is the not-found page (in place of this one).
  const meetingNotFound = meeting.notFound && route.name !== 'notFound'
  useEffect(() => { if (meetingNotFound) void platform.openRoute('/404', { replace: true }) }, [meetingNotFound, platform])

  const frame = definition.frame ?? {}
  const title = definition.title?.(data) || language.t(route.title)
  // The bar's title: the route's when the content's h1 shows the item's (the page names the item once).
  const barTitle = frame.titleBarTitle === 'route' ? language.t(route.title) : title
  // Inside the mini-program's web-view the window title is the native bar's: it follows the bar.
  const windowTitle = platform.environment === 'miniprogram' ? barTitle : title
  useEffect(() => platform.setTitle(windowTitle), [platform, windowTitle])

  const state = definition.state?.(data) ?? { status: 'ready' as const }
  const body = state.status === 'loading'
    ? <Loading />
    : state.status === 'failed'
      ? <Failed message={state.message} onRetry={state.retry} />
      : definition.view
        ? <definition.view data={data} variant={variant} />
        : variant === 'desktop' ? <definition.desktop data={data} /> : <definition.mobile data={data} />

  if (variant === 'desktop') {
    return (
      <View className='fu-screen fu-screen--desktop'>
        <DesktopTopBar actions={frame.desktopActions?.(data)} />
        {frame.desktopWidth === 'full'
          ? <View className='fu-screen__full' {...srRole('main')}>{body}</View>
          : (
            <View className='fu-desktop-column fu-screen__column' {...srRole('main')}>
              {frame.ownHeading ? null : <Text className='fu-screen__heading' {...heading(1)}>{title}</Text>}
              {body}
            </View>
          )}
        {frame.footer === false ? null : <MeetingFooter />}
      </View>
    )
  }
  const tabBar = showsTabBar(route.name, input.query as Record<string, string>, meeting.meeting)
  // Inside the mini-program's web-view the native bar already shows the title (set above) and its own back.
  const titleBar = frame.titleBar !== false && platform.environment !== 'miniprogram'
  return (
    <View className={tabBar ? 'fu-screen fu-screen--mobile fu-screen--tabbar' : 'fu-screen fu-screen--mobile'}>
      {titleBar ? <MobileTitleBar title={barTitle} heading={!frame.ownHeading} actions={frame.mobileActions?.(data)} /> : null}
      <View className='fu-screen__body' {...srRole('main')}>{body}</View>
      {frame.footer === false ? null : <MeetingFooter />}
      {tabBar ? <View className='fu-tabbar-spacer' /> : null}
      {tabBar ? <TabBar /> : null}
    </View>
  )
})
