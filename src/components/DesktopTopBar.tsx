import { useCallback, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { localize } from '@/core/localize'
import { labelWidth, splitByWidth } from '@/core/navigationLayout'
import { navigateTo, openUrl } from '@/router/navigate'
import { resolveLocation } from '@/router/resolve'
import { useCurrentRoute } from '@/router/currentRoute'
import type { NavigationEntry } from '@/router/navigationEntries'
import { LanguageMenu } from './LanguageMenu'
import { Action } from './Action'
import { block, cx } from './classNames'
import { BackAction } from './BackAction'
import { srRole } from './a11y'
import { useMeetingNavigation } from './useMeetingNavigation'
import { useEscapeToClose } from './useEscapeToClose'
import './DesktopTopBar.scss'

const topnav = block('topnav')

/**
 * Room for navigation entries in the 1200 px column, after the back button (≈ 110 px), the brand (at most 240 px), a
 * share action (≈ 70 px), the language switcher (≈ 220 px) and the gaps. Entries are 15 px text with 12 px padding on
 * each side (DesktopTopBar.scss).
 */
const NAV_BUDGET_PX = 500
const ENTRY_FONT_PX = 15
const ENTRY_PADDING_PX = 24
const entryWidth = (title: string) => labelWidth(title, ENTRY_FONT_PX) + ENTRY_PADDING_PX

/** The meeting's navigation across the top bar; what does not fit at 1200 px goes under "more". */
const TopBarNavigation = observer(function TopBarNavigation() {
  const { language } = useStores()
  const t = language.t
  const nav = useMeetingNavigation('desktop')
  const [moreOpen, setMoreOpen] = useState(false)
  const { visible, more } = splitByWidth(nav.entries, entry => entryWidth(entry.title), NAV_BUDGET_PX, entryWidth(t('shell.more')) + 12)

  useEscapeToClose(moreOpen, useCallback(() => setMoreOpen(false), []))

  const open = (entry: NavigationEntry) => {
    setMoreOpen(false)
    if (!entry.current) void openUrl(entry.url)
  }
  const link = (entry: NavigationEntry, element: 'entry' | 'menu-item') => (
    <Action key={entry.key} className={topnav(element, { current: entry.current })} role='link' aria={entry.current ? { 'aria-current': 'page' } : {}} onPress={() => open(entry)}>
      {entry.title}
    </Action>
  )

  return (
    <View className='fu-topnav' {...srRole('navigation', { 'aria-label': t('shell.navigation') })}>
      {visible.map(entry => link(entry, 'entry'))}
      {more.length ? (
        <View className='fu-topnav__more'>
          <Action
            className={cx(topnav('entry', { current: more.some(e => e.current) }), topnav('more-button'))}
            aria={{ 'aria-haspopup': 'menu', 'aria-expanded': moreOpen, 'aria-controls': 'fu-topnav-more' }}
            onPress={() => setMoreOpen(!moreOpen)}
          >
            {`${t('shell.more')} ▾`}
          </Action>
          {moreOpen ? (
            <View id='fu-topnav-more' className='fu-topnav__menu' {...srRole('menu', { 'aria-label': t('shell.moreEntries') })}>
              {more.map(entry => link(entry, 'menu-item'))}
            </View>
          ) : null}
        </View>
      ) : null}
      {nav.status === 'failed' ? <Action className='fu-topnav__entry fu-topnav__retry' onPress={nav.retry}>{t('shell.navigationFailed')}</Action> : null}
    </View>
  )
})

/**
 * The desktop variant's top bar over the 1200 px column: back (except on the home), the meeting (a link home), its
 * navigation, screen actions, languages.
 */
export const DesktopTopBar = observer(function DesktopTopBar({ actions }: { actions?: ReactNode }) {
  const { meeting, language } = useStores()
  const onHome = resolveLocation(useCurrentRoute()).route.name === 'meetingHome'
  const brand = meeting.meeting ? localize(meeting.meeting.title, language.language) : language.t('app.name')
  return (
    <View className='fu-topbar' {...srRole('banner')}>
      <View className='fu-topbar__inner fu-desktop-column'>
        <View className='fu-topbar__start'>
          {onHome ? null : <BackAction className='fu-topbar__back' />}
          <Action className='fu-topbar__brand' role='link' onPress={() => navigateTo('meetingHome')}>
            <Text>{brand}</Text>
          </Action>
        </View>
        <TopBarNavigation />
        <View className='fu-topbar__actions'>
          {actions}
          <LanguageMenu />
        </View>
      </View>
    </View>
  )
})
