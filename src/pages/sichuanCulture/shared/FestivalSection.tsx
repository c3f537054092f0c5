import type { ReactNode } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { routeByName, type RouteName } from '@/router/routes'
import type { FestivalContext } from './useFestival'
import './festival.scss'

/** The section's pages in the order of its navigation. */
export const FESTIVAL_SECTIONS: { route: RouteName; label: MessageKey }[] = [
  { route: 'scHome', label: 'festival.nav.home' },
  { route: 'scList', label: 'festival.nav.list' },
  { route: 'scList2', label: 'festival.nav.list2' },
  { route: 'scMeeting', label: 'festival.nav.meeting' },
  { route: 'scMeetingPlaybill', label: 'festival.nav.playbill' },
  { route: 'scMap', label: 'festival.nav.map' },
  { route: 'scExhibition', label: 'festival.nav.exhibition' },
  { route: 'scTechnology', label: 'festival.nav.technology' },
  { route: 'scMeetingRebuild', label: 'festival.nav.rebuild' },
  { route: 'scMeetingLive', label: 'festival.nav.live' },
  { route: 'scMeetingWllive', label: 'festival.nav.wllive' },
  { route: 'scMy', label: 'festival.nav.my' },
]

/** Opens another page of the section, of the same festival. */
export function openSection(route: RouteName, meetingId: string | undefined): void {
  void navigateTo(route as 'scHome', meetingId ? { meeting_id: meetingId } : {})
}

/**
 * The festival's section frame, inside the standard screen frame: the ink band with the festival's name and slogan,
 * and the page's one h1 (the screens declare `frame.ownHeading`): on the home the festival's name, elsewhere the page's
 * title under the festival's name,
 * the section navigation (the page on screen marked current), and the page on rice paper. The cinnabar is the
 * festival meeting's theme colour (ThemeScope), the rest the section's tokens.
 */
export const FestivalSection = observer(function FestivalSection({ festival, current, variant, children }: {
  festival: FestivalContext
  current: RouteName
  variant: Variant
  children: ReactNode
}) {
  const t = festival.t
  const home = current === 'scHome'
  const pageTitle = t(routeByName(current).title)
  return (
    <View className={`fu-festival fu-festival--${variant}`}>
      <View className='fu-festival__band'>
        <View className='fu-festival__band-text'>
          {home
            ? <Text className='fu-festival__name' {...heading(1)}>{festival.title || pageTitle}</Text>
            : (
              <>
                {festival.title ? <Text className='fu-festival__name fu-festival__name--small'>{festival.title}</Text> : null}
                <Text className='fu-festival__page-title' {...heading(1)}>{pageTitle}</Text>
              </>
            )}
          {home && festival.slogan ? <Text className='fu-festival__slogan'>{festival.slogan}</Text> : null}
        </View>
      </View>
      <View className='fu-festival__nav' {...srRole('navigation', { 'aria-label': t('festival.nav.label') })}>
        <ScrollView scrollX className='fu-festival__nav-scroll'>
          <View className='fu-festival__nav-row'>
            {FESTIVAL_SECTIONS.map(section => (
              <Action
                key={section.route}
                role='link'
                className={section.route === current ? 'fu-festival__nav-link fu-festival__nav-link--current' : 'fu-festival__nav-link'}
                aria={section.route === current ? { 'aria-current': 'page' } : {}}
                onPress={() => { if (section.route !== current) openSection(section.route, festival.meetingId) }}
              >
                {t(section.label)}
              </Action>
            ))}
          </View>
        </ScrollView>
      </View>
      <View className='fu-festival__page'>{children}</View>
    </View>
  )
})
