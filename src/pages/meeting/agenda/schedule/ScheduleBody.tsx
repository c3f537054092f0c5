import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { KeywordFilter } from '@/components/KeywordFilter'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { SessionCard } from '../SessionCard'
import type { AgendaScheduleData } from './useAgendaSchedule'
import '../agenda.scss'

/** The programme: the day tabs and the chosen day's sessions, or that there is none (its loading and failure are the frame's). */
export const ScheduleView = observer(function ScheduleView({ data, variant }: { data: AgendaScheduleData; variant: Variant }) {
  return (
    <View className={`fu-schedule fu-schedule--${variant}`}>
      <KeywordFilter keyword={data.keyword} onShowAll={data.showAll} />
      {data.tabs.length ? <ScheduleBody data={data} variant={variant} /> : <Empty text={data.t('agenda.schedule.empty')} />}
    </View>
  )
})

const ScheduleBody = observer(function ScheduleBody({ data, variant }: { data: AgendaScheduleData; variant: Variant }) {
  const { t, follows } = data
  return (
    <View className={`fu-schedule__body fu-schedule__body--${variant}`}>
      <View className='fu-schedule__days' {...srRole('tablist', { 'aria-label': t('agenda.schedule.days') })}>
        {data.tabs.map(tab => (
          <Action
            key={tab.key}
            className={`fu-schedule__day${tab.selected ? ' fu-schedule__day--active' : ''}`}
            role='tab'
            aria={{ 'aria-selected': tab.selected }}
            onPress={() => data.chooseDay(tab.key)}
          >
            <Text className='fu-schedule__day-label'>{tab.label}</Text>
            <Text className='fu-schedule__day-date'>{tab.date}</Text>
          </Action>
        ))}
      </View>
      {follows.status === 'failed' ? (
        <View className='fu-schedule__notice' {...srRole('alert')}>
          <Text>{t('agenda.followFailed')}</Text>
          <Action className='fu-schedule__notice-retry' onPress={follows.retry}>{t('common.retry')}</Action>
        </View>
      ) : null}
      <View className='fu-schedule__sessions' {...srRole('tabpanel')}>
        <Text className='fu-schedule__total' {...srRole('status', { 'aria-live': 'polite' })}>{data.dayTotal}</Text>
        <View {...srRole('list')}>
          {data.sessions.map(session => (
            <View key={session.id} className='fu-schedule__item' {...srRole('listitem')}>
              <SessionCard
                session={session}
                variant={variant}
                follows={follows}
                onOpen={data.open}
                onOpenSpeaker={data.openSpeaker}
                onOpenLive={data.openLive}
              />
            </View>
          ))}
        </View>
      </View>
    </View>
  )
})
