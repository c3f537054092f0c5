import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { AddToCalendar } from '@/components/AddToCalendar'
import { Badge } from '@/components/Badge'
import { Price, PriceSpan } from '@/components/Price'
import { RemoteImage } from '@/components/RemoteImage'
import { RichText } from '@/components/RichText'
import { TimeRange } from '@/components/TimeRange'
import { heading, srRole } from '@/components/a11y'
import { NoticeBar } from '@/components/ui/NoticeBar'
import { Icon } from '@/components/ui/Icon'
import type { ActivityDetailData } from './useActivityDetail'
import { WaitlistPanel } from './WaitlistPanel'
import './detail.scss'

export function Covers({ data }: { data: ActivityDetailData }) {
  if (!data.covers.length) return null
  return (
    <View className={`fu-activity-detail__covers${data.covers.length > 1 ? ' fu-activity-detail__covers--many' : ''}`}>
      {data.covers.map((cover, index) => (
        // The first cover is the top of the page: loaded at once.
        <RemoteImage key={`${cover}-${index}`} className='fu-activity-detail__cover' src={cover} label={index === 0 ? data.title : ''} lazy={index > 0} />
      ))}
    </View>
  )
}

export function TitleBlock({ data }: { data: ActivityDetailData }) {
  return (
    <View className='fu-activity-detail__title-block'>
      <Text className='fu-activity-detail__title' {...heading(1)}>{data.title}</Text>
      {data.stateDisplay ? <Badge text={data.t(data.stateDisplay.key)} tone={data.stateDisplay.tone} className='fu-activity-detail__badge' /> : null}
    </View>
  )
}

/** Time, place and price, each with its label. */
export function InfoRows({ data }: { data: ActivityDetailData }) {
  const activity = data.activity
  if (!activity) return null
  return (
    <View className='fu-activity-detail__info'>
      <View className='fu-activity-detail__row'>
        <Text className='fu-activity-detail__label'>{data.t('activity.field.time')}</Text>
        <TimeRange className='fu-activity-detail__value' start={activity.start} end={activity.end} timezone={data.timezone} />
      </View>
      {data.place ? (
        <View className='fu-activity-detail__row'>
          <Text className='fu-activity-detail__label'>{data.t('activity.field.place')}</Text>
          <Text className='fu-activity-detail__value'>{data.place}</Text>
        </View>
      ) : null}
      <View className='fu-activity-detail__row'>
        <Text className='fu-activity-detail__label'>{data.t('activity.field.price')}</Text>
        <View className='fu-activity-detail__value'><PriceSpan {...data.price} /></View>
      </View>
    </View>
  )
}

/** The ?source_id= channel when it is full or not the activity's. */
export function SourceNotice({ data }: { data: ActivityDetailData }) {
  if (data.sourceState !== 'full' && data.sourceState !== 'invalid') return null
  return (
    <NoticeBar className='fu-activity-detail__notice' live tone={data.sourceState === 'full' ? 'danger' : 'warning'} label={data.t('activity.source.label')}>
      {data.t(data.sourceState === 'full' ? 'activity.source.full' : 'activity.source.invalid')}
    </NoticeBar>
  )
}

export function TicketTypes({ data }: { data: ActivityDetailData }) {
  if (!data.ticketTypes.length) return null
  return (
    <View className='fu-activity-detail__section fu-activity-detail__tickets'>
      <Text className='fu-activity-detail__section-title' {...heading(2)}>{data.t('activity.tickets')}</Text>
      <View {...srRole('list')}>
        {data.ticketTypes.map(type => (
          <View key={type.id} className={`fu-ticket-type${type.stock.kind === 'soldOut' ? ' fu-ticket-type--sold-out' : ''}`} {...srRole('listitem')}>
            <Text className='fu-ticket-type__title'>{type.title}</Text>
            <Price cents={type.price} className='fu-ticket-type__price' />
            <Text className='fu-ticket-type__stock'>
              {type.stock.kind === 'soldOut' ? data.t('activity.stock.soldOut')
                : type.stock.kind === 'left' ? data.t('activity.stock.left', { count: type.stock.left })
                  : data.t('activity.stock.unlimited')}
            </Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export function Description({ data }: { data: ActivityDetailData }) {
  if (!data.description) return null
  return (
    <View className='fu-activity-detail__section'>
      <Text className='fu-activity-detail__section-title' {...heading(2)}>{data.t('activity.description')}</Text>
      <RichText html={data.description} />
    </View>
  )
}

/**
 * The registration state's action: "Register" while the visitor has no ticket (it opens the form, or the
 * §8 dialog when registration is not open), a status line under review / rejected, and for a registered
 * visitor a link to their tickets. "Share" and "add to calendar" sit beside it (as named icons in the phone's bottom
 * bar, `compact`, so the main button keeps its room), and "Group registration" where the activity takes groups.
 */
export const RegistrationActions = observer(function RegistrationActions({ data, compact = false }: { data: ActivityDetailData; compact?: boolean }) {
  const state = data.registration?.state
  if (!state) return null
  const statusLine = state === 'under_review' || state === 'rejected' || state === 'registered'
  return (
    <View className={`fu-activity-detail__actions${compact ? ' fu-activity-detail__actions--compact' : ''}`}>
      {compact
        ? <Action className='fu-activity-detail__share fu-activity-detail__icon-action' aria={{ 'aria-label': data.t('activity.share') }} onPress={() => { void data.share() }}><Icon name='share' size={22} /></Action>
        : <Action className='fu-activity-detail__share' onPress={() => { void data.share() }}>{data.t('activity.share')}</Action>}
      <AddToCalendar className={`fu-activity-detail__share${compact ? ' fu-activity-detail__icon-action' : ''}`} iconOnly={compact} source={data.activity ? { title: data.title, start: data.activity.start, end: data.activity.end, location: data.place } : null} />
      {data.canRemind ? (
        <Action
          className={`fu-activity-detail__share${compact ? ' fu-activity-detail__icon-action' : ''}`}
          onPress={() => { void data.toggleReminder() }}
          aria={{ 'aria-pressed': data.reminded, ...(compact ? { 'aria-label': data.t(data.reminded ? 'activity.remindCancel' : 'activity.remind') } : {}) }}
          disabled={data.reminding}
        >
          {compact ? <Icon name='bell' size={22} /> : data.t(data.reminded ? 'activity.remindCancel' : 'activity.remind')}
        </Action>
      ) : null}
      {statusLine ? (
        <View className='fu-activity-detail__status-box'>
          <Text className={`fu-activity-detail__status fu-activity-detail__status--${state}`} {...srRole('status')}>
            {data.t(`activity.status.${state}`)}
          </Text>
          {state === 'registered' ? (
            <Action className='fu-activity-detail__link' role='link' onPress={data.openMyTickets}>{data.t('activity.myTickets')}</Action>
          ) : null}
        </View>
      ) : data.waitlist.replacesRegister ? null : (
        <Action className='fu-button fu-activity-detail__register' onPress={() => { void data.register() }}>{data.t('activity.register')}</Action>
      )}
      {data.takesGroups ? (
        <Action className='fu-activity-detail__group' onPress={() => { void data.groupSignup() }}>{data.t('activity.groupSignup')}</Action>
      ) : null}
      <WaitlistPanel data={data} />
    </View>
  )
})
