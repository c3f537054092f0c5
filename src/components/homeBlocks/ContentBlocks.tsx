import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { RemoteImage } from '@/components/RemoteImage'
import type { MeetingBlock } from '@fu-types/entities'
import { useStores } from '@/stores'
import { localize } from '@/core/localize'
import { formatTimeRange } from '@/core/time'
import { liveState, liveStateTone } from '@/core/live'
import { useActivitiesList, useAgendasList, useExhibitorsList, useLivesList, useNewsList } from './useBlockLists'
import { useNow } from '@/components/useNow'
import { showsExhibitors } from '@/core/exhibition'
import { navigateTo } from '@/router/navigate'
import type { MessageKey } from '@/i18n'
import { BlockFrame } from './BlockFrame'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'

export interface BlockProps { block: MeetingBlock; variant: 'mobile' | 'desktop' }

export function useBlockTitle(block: MeetingBlock) {
  const { language } = useStores()
  return localize(block.title, language.language)
}

export const NewsBlock = observer(function NewsBlock({ block, variant }: BlockProps) {
  const { language } = useStores()
  const remote = useNewsList(block)
  return (
    <BlockFrame title={useBlockTitle(block)} remote={remote} className={`fu-cards fu-cards--${variant}`} onMore={() => navigateTo('meetingNews')}>
      {(remote.data ?? []).map(item => (
        <Action key={item._id} className='fu-card' onPress={() => navigateTo('meetingNewsDetail', { news_id: item._id })}>
          {item.cover ? <RemoteImage className='fu-card__cover' src={item.cover} mode='aspectFill' label='' /> : null}
          <Text className='fu-card__title'>{localize(item.title, language.language)}</Text>
        </Action>
      ))}
    </BlockFrame>
  )
})

const LIVE_STATE_KEYS: Record<ReturnType<typeof liveState>, MessageKey> = {
  countdown: 'home.live.countdown', live: 'home.live.live', paused: 'home.live.paused', over: 'home.live.over', replay: 'home.live.replay',
}

export const LivesBlock = observer(function LivesBlock({ block, variant }: BlockProps) {
  const { language, meeting } = useStores()
  // Live badges follow the clock (SPEC §9: it ticks every second); only this block re-renders with it.
  const now = useNow()
  const remote = useLivesList(block)
  return (
    <BlockFrame title={useBlockTitle(block)} remote={remote} className={`fu-cards fu-cards--${variant}`} onMore={() => navigateTo('meetingLive')}>
      {(remote.data ?? []).map(live => {
        const state = liveState(live, now)
        return (
          <Action key={live._id} className='fu-card' onPress={() => navigateTo('meetingLiveDetail', { live_id: live._id })}>
            {live.cover ? <RemoteImage className='fu-card__cover' src={live.cover} mode='aspectFill' label='' /> : null}
            <Badge className='fu-card__badge' text={language.t(LIVE_STATE_KEYS[state])} tone={liveStateTone(state)} />
            <Text className='fu-card__title'>{localize(live.title, language.language)}</Text>
            <Text className='fu-card__meta'>{formatTimeRange(live.start, live.end, meeting.meeting?.timezone)}</Text>
          </Action>
        )
      })}
    </BlockFrame>
  )
})

export const AgendasBlock = observer(function AgendasBlock({ block, variant }: BlockProps) {
  const { language, meeting } = useStores()
  const remote = useAgendasList(block)
  return (
    <BlockFrame title={useBlockTitle(block)} remote={remote} className={`fu-rows fu-rows--${variant}`} onMore={() => navigateTo('agendaSchedule')}>
      {(remote.data ?? []).map(agenda => (
        <Action key={agenda._id} className='fu-row' onPress={() => navigateTo('agendaDetails', { meeting_id: block.meeting_id, agenda_id: agenda._id })}>
          <Text className='fu-row__time'>{formatTimeRange(agenda.start, agenda.end, meeting.meeting?.timezone)}</Text>
          <Text className='fu-row__title'>{localize(agenda.title, language.language)}</Text>
        </Action>
      ))}
    </BlockFrame>
  )
})

export const ActivitiesBlock = observer(function ActivitiesBlock({ block, variant }: BlockProps) {
  const { language, meeting } = useStores()
  const remote = useActivitiesList(block)
  return (
    <BlockFrame title={useBlockTitle(block)} remote={remote} className={`fu-cards fu-cards--${variant}`} onMore={() => navigateTo('activityList', { meeting_id: block.meeting_id })}>
      {(remote.data ?? []).map(activity => (
        <Action key={activity._id} className='fu-card' onPress={() => navigateTo('activityDetail', { activity_id: activity._id })}>
          {activity.covers?.[0] ? <RemoteImage className='fu-card__cover' src={activity.covers[0]} mode='aspectFill' label='' /> : null}
          <Text className='fu-card__title'>{localize(activity.title, language.language)}</Text>
          <Text className='fu-card__meta'>{formatTimeRange(activity.start, activity.end, meeting.meeting?.timezone)}</Text>
        </Action>
      ))}
    </BlockFrame>
  )
})

export const ExhibitorsBlock = observer(function ExhibitorsBlock({ block, variant }: BlockProps) {
  const { meeting } = useStores()
  const hidden = !!meeting.meeting && meeting.meeting._id === block.meeting_id && !showsExhibitors(meeting.meeting)
  if (hidden) return null
  return <ExhibitorLogos block={block} variant={variant} />
})

const ExhibitorLogos = observer(function ExhibitorLogos({ block, variant }: BlockProps) {
  const { language } = useStores()
  const remote = useExhibitorsList(block)
  return (
    <BlockFrame title={useBlockTitle(block)} remote={remote} className={`fu-logos fu-logos--${variant}`} onMore={() => navigateTo('exhibit')}>
      <View className='fu-logos__grid'>
        {(remote.data ?? []).map(enterprise => {
          const company = enterprise.exhibitor.company
          return (
            <Action key={enterprise._id} className='fu-logo' onPress={() => navigateTo('meetingEnterprise', { enterprise_id: enterprise._id })}>
              {company.logo ? <RemoteImage className='fu-logo__img' src={company.logo} mode='aspectFit' label='' /> : null}
              <Text className='fu-logo__name'>{localize(company.title, language.language)}</Text>
            </Action>
          )
        })}
      </View>
    </BlockFrame>
  )
})
