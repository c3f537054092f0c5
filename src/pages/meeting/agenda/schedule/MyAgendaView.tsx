import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { WindowedRows } from '@/components/WindowedRows'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { MyAgendaData, MyAgendaRow } from './useMyAgenda'
import './myAgenda.scss'

const PlanRow = observer(function PlanRow({ row, ...place }: { row: MyAgendaRow }) {
  return (
    <View className={`fu-plan-row fu-plan-row--${row.kind}${row.clash ? ' fu-plan-row--clash' : ''}`} {...srRole('listitem')} {...place}>
      <View className='fu-plan-row__when'>
        <Text className='fu-plan-row__day'>{row.day}</Text>
        <Text className='fu-plan-row__time'>{row.time}</Text>
      </View>
      <View className='fu-plan-row__body'>
        <Text className='fu-plan-row__kind'>{row.kindText}</Text>
        <View {...heading(3)}>
          <Action className='fu-plan-row__title' role='link' onPress={row.open} aria={{ 'aria-label': row.openLabel }}>{row.title}</Action>
        </View>
        {row.place ? <Text className='fu-plan-row__place'>{row.place}</Text> : null}
        {row.clash ? <Text className='fu-plan-row__clash'>{row.clash}</Text> : null}
      </View>
    </View>
  )
})

/** My agenda: sign in first; then my saved sessions, tickets' activities and accepted meetings in time order, clashes named. */
export const MyAgendaView = observer(function MyAgendaView({ mine, variant }: { mine: MyAgendaData; variant: Variant }) {
  if (!mine.signedIn) return <Empty text={mine.texts.signIn} action={{ label: mine.texts.signInAction, onPress: mine.signIn }} icon='calendar' />
  if (mine.status === 'loading') return <Loading />
  if (mine.status === 'failed') return <Failed onRetry={mine.retry} />
  if (!mine.rows.length) return <Empty text={mine.texts.empty} action={{ label: mine.texts.browse, onPress: mine.browse }} icon='calendar' />
  return (
    <View className={`fu-plan fu-plan--${variant}`}>
      <Text className='fu-plan__total' {...srRole('status', { 'aria-live': 'polite' })}>{mine.total}</Text>
      <WindowedRows className='fu-plan__list'>
        {mine.rows.map(row => <PlanRow key={row.key} row={row} />)}
      </WindowedRows>
    </View>
  )
})
