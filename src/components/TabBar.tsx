import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { whenIdle } from '@/platform'
import { splitBySlots } from '@/core/navigationLayout'
import { avatarOf } from '@/core/users'
import { loginUrl, routeUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'
import { isCurrentPage, TAB_PAGE_QUERY, type NavigationEntry } from '@/router/navigationEntries'
import { resolveLocation } from '@/router/resolve'
import { useCurrentRoute } from '@/router/currentRoute'
import { Action } from './Action'
import { RemoteImage } from './RemoteImage'
import { srRole } from './a11y'
import { loadable } from './loadable'
import { Icon } from './ui/Icon'
import { navigationIcon } from './ui/navigationIcon'
import { block } from './classNames'
import { useMeetingNavigation } from './useMeetingNavigation'
import './TabBar.scss'

const tabbar = block('tabbar')

/** The "more" sheet (taro-ui's AtActionSheet and its styles) loads when first opened, not with every first screen (issue 15). */
const ActionSheet = loadable(() => import(/* webpackChunkName: "action-sheet" */ './ui/ActionSheet').then(module => module.ActionSheet))

/**
 * Bottom tabs a phone shows side by side. The last is always My (issue 25); the organiser's entries fill the others,
 * and with more of them than fit, the one before My opens the rest.
 */
export const TAB_SLOTS = 5
const ORGANISER_SLOTS = TAB_SLOTS - 1

/**
 * The last tab, whatever the organiser configured: signed in, the person's avatar and 我的/My, opening the My hub as a
 * tab page; signed out, 登录/Sign in, opening sign-in that comes back to the hub.
 */
const MyTab = observer(function MyTab({ meetingId }: { meetingId?: string }) {
  const { session, language } = useStores()
  const t = language.t
  const hubUrl = routeUrl('myIndex', { meeting_id: meetingId, [TAB_PAGE_QUERY]: 1 })
  const current = isCurrentPage(hubUrl, useCurrentRoute())
  const signedIn = session.loggedIn
  const open = () => { if (!current) void openUrl(signedIn ? hubUrl : loginUrl(hubUrl, meetingId)) }
  return (
    <Action className={tabbar('tab', { current, my: true })} role='link' aria={current ? { 'aria-current': 'page' } : {}} onPress={open}>
      {signedIn && session.user
        ? <RemoteImage className='fu-tabbar__icon fu-tabbar__avatar' src={avatarOf(session.user)} mode='aspectFill' label='' lazy={false} />
        : <Icon className='fu-tabbar__icon' name='user' size={22} />}
      <Text className='fu-tabbar__label'>{signedIn ? t('shell.my') : t('shell.signIn')}</Text>
    </Action>
  )
})

/** The organiser's entries without the My hub, which has its own tab. */
const notMyHub = (entry: NavigationEntry) => resolveLocation(entry.url).route.name !== 'myIndex'

function TabIcon({ entry }: { entry: Pick<NavigationEntry, 'cover' | 'url'> }) {
  if (entry.cover) return <RemoteImage className='fu-tabbar__icon' src={entry.cover} mode='aspectFit' label='' lazy={false} />
  return <Icon className='fu-tabbar__icon' name={navigationIcon(entry.url)} size={22} />
}

/**
 * The mobile bottom tab bar of custom navigation pages (`tabbar=1`) and of a meeting home that has one: the meeting's
 * navigation, the page on screen marked, above the phone's home indicator (safe area). The route host renders it on
 * mobile only.
 */
export const TabBar = observer(function TabBar() {
  const { language, meeting } = useStores()
  const t = language.t
  const nav = useMeetingNavigation('mobile')
  const [moreOpen, setMoreOpen] = useState(false)
  const closeMore = useCallback(() => setMoreOpen(false), [])
  const { visible, more } = splitBySlots(nav.entries.filter(notMyHub), ORGANISER_SLOTS)
  const open = (entry: NavigationEntry) => {
    setMoreOpen(false)
    if (!entry.current) void openUrl(entry.url)
  }
  const moreHoldsCurrent = more.some(entry => entry.current)
  // Fetched once the page is idle when there is a "more" tab, so the sheet usually opens at once.
  const hasMore = more.length > 0
  useEffect(() => (hasMore ? whenIdle(() => { ActionSheet.preload().catch(() => undefined) }, 3000) : undefined), [hasMore])

  return (
    <View className='fu-tabbar' {...srRole('navigation', { 'aria-label': t('shell.tabs') })}>
      {moreOpen ? <ActionSheet
        id='fu-tabbar-more'
        links
        open={moreOpen}
        title={t('shell.moreEntries')}
        cancelText={t('common.cancel')}
        onClose={closeMore}
        items={more.map(entry => ({ key: entry.key, label: entry.title, current: entry.current, onPress: () => open(entry) }))}
      /> : null}
      <View className='fu-tabbar__tabs'>
        {visible.map(entry => (
          <Action key={entry.key} className={tabbar('tab', { current: entry.current })} role='link' aria={entry.current ? { 'aria-current': 'page' } : {}} onPress={() => open(entry)}>
            <TabIcon entry={entry} />
            <Text className='fu-tabbar__label'>{entry.title}</Text>
          </Action>
        ))}
        {more.length ? (
          <Action className={tabbar('tab', { current: moreHoldsCurrent })} aria={{ 'aria-haspopup': 'dialog', 'aria-expanded': moreOpen, ...(moreOpen ? { 'aria-controls': 'fu-tabbar-more' } : {}) }} onPress={() => setMoreOpen(!moreOpen)}>
            <Icon className='fu-tabbar__icon' name='menu' size={22} />
            <Text className='fu-tabbar__label'>{t('shell.more')}</Text>
          </Action>
        ) : null}
        {nav.status === 'failed' ? (
          <Action className='fu-tabbar__tab fu-tabbar__tab--retry' onPress={nav.retry}>
            <Text className='fu-tabbar__label'>{t('shell.navigationFailed')}</Text>
          </Action>
        ) : null}
        {nav.status === 'offline' ? (
          <View className='fu-tabbar__tab fu-tabbar__tab--offline' {...srRole('status')}>
            <Text className='fu-tabbar__label'>{t('shell.navigationOffline')}</Text>
          </View>
        ) : null}
        <MyTab meetingId={meeting.meeting?._id} />
      </View>
    </View>
  )
})
