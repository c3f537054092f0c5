import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { PagedListView } from '@/components/PagedListView'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { MySchedulesData, ScheduleRow } from './useMySchedules'

function ScheduleItem({ row, data }: { row: ScheduleRow; data: MySchedulesData }) {
  const { t } = data
  return (
    <View className='fu-schedules__item' {...srRole('listitem')}>
      <Action className='fu-schedules__open' role='link' aria={{ 'aria-label': t('my.schedules.open', { title: row.title }) }} onPress={() => data.open(row.id)}>
        <Text className='fu-schedules__time'>{row.time}</Text>
        <Text className='fu-schedules__title'>{row.title}</Text>
        {row.place ? <Text className='fu-schedules__place'>{row.place}</Text> : null}
      </Action>
      <Action
        className='fu-schedules__remove'
        disabled={row.removing}
        aria={{ 'aria-label': t('my.schedules.removeLabel', { title: row.title }) }}
        onPress={() => data.remove(row.id)}
      >
        {row.removing ? t('my.schedules.removing') : t('my.schedules.remove')}
      </Action>
    </View>
  )
}

/** The sessions by day, with the list's loading, failure, empty and paging states: the same in both variants. */
export const ScheduleList = observer(function ScheduleList({ data }: { data: MySchedulesData }) {
  const { t } = data
  return (
    <PagedListView
      list={data.list}
      count={data.count}
      empty={<Empty text={t('my.schedules.empty')} action={{ label: t('my.schedules.browse'), onPress: data.browseAgenda }} />}
      className='fu-schedules__body'
      listClassName='fu-schedules__days'
      pagingTexts={data.pagingTexts}
    >
      {data.days.map(day => (
        <View key={day.key} className='fu-schedules__day' {...srRole('listitem')}>
          <Text className='fu-schedules__date' {...heading(2)}>{day.label}</Text>
          <View className='fu-schedules__items' {...srRole('list')}>
            {day.rows.map(row => <ScheduleItem key={row.id} row={row} data={data} />)}
          </View>
        </View>
      ))}
    </PagedListView>
  )
})
