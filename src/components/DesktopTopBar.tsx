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
import { AccountMenu, accountWidth, useAccountLabel } from './AccountMenu'
import { SearchEntry } from './SearchEntry'
import { Action } from './Action'
import { block, cx } from './classNames'
import { BackAction } from './BackAction'
import { srRole } from './a11y'
import { useMeetingNavigation } from './useMeetingNavigation'
import { useEscapeToClose } from './useEscapeToClose'
import './DesktopTopBar.scss'

const topnav = block('topnav')

/**
 * The top bar's row is the 1200 px column. Beside the navigation sit the back button, the brand, the screen's actions
 * (a share button ≈ 65 px, the language menu ≈ 60 px and their gap: 180 px kept), search (36 px and a 12 px gap), the
 * account control (its own width, AccountMenu.tsx, and a 12 px gap) and the bar's two 16 px gaps (DesktopTopBar.scss,
 * app.scss, LanguageMenu.scss, SearchEntry.scss). The column's own 16 px side gutters (app.scss) come off the row.
 */
const ROW_PX = 1200 - 2 * 16
const ACTIONS_PX = 180 + 36 + 12 + 12
const GAPS_PX = 32
/** The back button: "‹ label" at 14 px with 8 px padding on each side, and the start's 8 px gap. */
const BACK_FONT_PX = 14
const BACK_EXTRA_PX = 16 + 8
/**
 * The brand (the meeting's title, 18 px) takes the room it needs: one line up to 320 px, beyond that two lines of at
 * most 320 px (DesktopTopBar.scss), so it is never cut short while the bar has room. 320, not wider: search and the
 * account share the row (issue 25), and the seeded English title on one line would push News under "more".
 */
const BRAND_FONT_PX = 18
export const BRAND_MAX_PX = 320
/** Entries are 15 px text with 12 px padding on each side (DesktopTopBar.scss). */
const ENTRY_FONT_PX = 15
const ENTRY_PADDING_PX = 24
const entryWidth = (title: string) => labelWidth(title, ENTRY_FONT_PX) + ENTRY_PADDING_PX

/** The brand's width in px: its estimated one-line width, at most BRAND_MAX_PX (where it wraps to two lines). */
export function brandWidth(brand: string): number {
  return Math.min(labelWidth(brand, BRAND_FONT_PX), BRAND_MAX_PX)
}

/**
 * Room for navigation entries: the row less the back button (`backLabel`; null on the home, which has none), the real
 * brand, the actions, the account control (`accountPx`) and the gaps.
 */
export function navigationBudget(brand: string, backLabel: string | null, accountPx = 0): number {
  const back = backLabel === null ? 0 : labelWidth(`‹ ${backLabel}`, BACK_FONT_PX) + BACK_EXTRA_PX
  return ROW_PX - back - brandWidth(brand) - ACTIONS_PX - accountPx - GAPS_PX
}

/** The meeting's navigation across the top bar; what does not fit in `budget` px goes under "more". */
const TopBarNavigation = observer(function TopBarNavigation({ budget }: { budget: number }) {
  const { language } = useStores()
  const t = language.t
  const nav = useMeetingNavigation('desktop')
  const [moreOpen, setMoreOpen] = useState(false)
  const { visible, more } = splitByWidth(nav.entries, entry => entryWidth(entry.title), budget, entryWidth(t('shell.more')) + 12)

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
      {nav.status === 'offline' ? <Text className='fu-topnav__offline' {...srRole('status')}>{t('shell.navigationOffline')}</Text> : null}
    </View>
  )
})

/**
 * The desktop variant's top bar over the 1200 px column: back (except on the home), the meeting (a link home, its
 * whole title: on two lines when long), its navigation in the room the title leaves, screen actions, search,
 * languages and the account (sign in, or the person's menu).
 */
export const DesktopTopBar = observer(function DesktopTopBar({ actions }: { actions?: ReactNode }) {
  const { meeting, language } = useStores()
  const onHome = resolveLocation(useCurrentRoute()).route.name === 'meetingHome'
  const brand = meeting.meeting ? localize(meeting.meeting.title, language.language) : language.t('app.name')
  const account = useAccountLabel()
  return (
    <View className='fu-topbar' {...srRole('banner')}>
      <View className='fu-topbar__inner fu-desktop-column'>
        <View className='fu-topbar__start'>
          {onHome ? null : <BackAction className='fu-topbar__back' />}
          <Action className='fu-topbar__brand' role='link' onPress={() => navigateTo('meetingHome')}>
            <Text className='fu-topbar__brand-text'>{brand}</Text>
          </Action>
        </View>
        <TopBarNavigation budget={navigationBudget(brand, onHome ? null : language.t('shell.backHome'), accountWidth(account.label, account.signedIn))} />
        <View className='fu-topbar__actions'>
          {actions}
          <SearchEntry look='icon' />
          <LanguageMenu />
          <AccountMenu />
        </View>
      </View>
    </View>
  )
})
