import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { KeywordFilter } from '@/components/KeywordFilter'
import { WindowedRows } from '@/components/WindowedRows'
import { Tabs } from '@/components/ui/Tabs'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { SessionCard } from '../SessionCard'
import type { SessionView } from '../sessionView'
import { FilterBar } from './FilterBar'
import { MyAgendaView } from './MyAgendaView'
import { TimeGrid } from './TimeGrid'
import type { AgendaScheduleData, AgendaView } from './useAgendaSchedule'
import '../agenda.scss'

/**
 * The programme: "full programme" / "my agenda", then the day tabs, the filters and the chosen day's sessions (a list
 * on a phone, a grid by room on a desktop), or that there is none (its loading and failure are the frame's).
 */
export const ScheduleView = observer(function ScheduleView({ data, variant }: { data: AgendaScheduleData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-schedule fu-schedule--${variant}`}>
      <KeywordFilter keyword={data.keyword} onShowAll={data.showAll} />
      <View className='fu-agenda-views'>
        <Tabs<AgendaView>
          look='segmented'
          label={t('agenda.view.label')}
          current={data.view}
          onChange={data.chooseView}
          idPrefix='fu-agenda-view'
          items={[{ key: 'all', label: t('agenda.view.all') }, { key: 'mine', label: t('agenda.view.mine') }]}
        />
      </View>
      {data.view === 'mine' ? <MyAgendaView mine={data.mine} variant={variant} />
        : data.tabs.length ? <ScheduleBody data={data} variant={variant} /> : <Empty text={t('agenda.schedule.empty')} />}
    </View>
  )
})

const SessionRow = observer(function SessionRow({ data, session, variant, ...place }: { data: AgendaScheduleData; session: SessionView; variant: Variant }) {
  return (
    <View className='fu-schedule__item' {...srRole('listitem')} {...place}>
      <SessionCard session={session} variant={variant} follows={data.follows} onOpen={data.open} onOpenSpeaker={data.openSpeaker} onOpenLive={data.openLive} />
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
      <FilterBar data={data} variant={variant} />
      {follows.status === 'failed' ? (
        <View className='fu-schedule__notice' {...srRole('alert')}>
          <Text>{t('agenda.followFailed')}</Text>
          <Action className='fu-schedule__notice-retry' onPress={follows.retry}>{t('common.retry')}</Action>
        </View>
      ) : null}
      <View className='fu-schedule__sessions' {...srRole('tabpanel')}>
        <Text className='fu-schedule__total' {...srRole('status', { 'aria-live': 'polite' })}>{data.dayTotal}</Text>
        {data.noneMatch ? (
          <Empty text={t('agenda.filter.empty')} action={{ label: t('agenda.filter.clear'), onPress: data.filters.clear }} icon='search' />
        ) : variant === 'desktop' ? <TimeGrid data={data} /> : (
          <WindowedRows className='fu-schedule__list'>
            {data.sessions.map(session => <SessionRow key={session.id} data={data} session={session} variant={variant} />)}
          </WindowedRows>
        )}
      </View>
    </View>
  )
})
