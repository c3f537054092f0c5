import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { TimeRange } from '@/components/TimeRange'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { VenueCheckInData } from './useVenueCheckIn'
import './register.scss'

/** The activity, then the check-in's outcome in large type with what to do next. */
export const VenueCheckInView = observer(function VenueCheckInView({ data, variant }: { data: VenueCheckInData; variant: Variant }) {
  const { t, state } = data
  return (
    <View className={`fu-venue-checkin fu-venue-checkin--${variant}`}>
      <View className='fu-venue-checkin__activity'>
        <Text className='fu-venue-checkin__title' {...heading(2)}>{data.title}</Text>
        {data.start !== undefined && data.end !== undefined ? <TimeRange className='fu-venue-checkin__meta' start={data.start} end={data.end} timezone={data.timezone} /> : null}
        {data.place ? <Text className='fu-venue-checkin__meta'>{data.place}</Text> : null}
      </View>
      <View className={`fu-venue-checkin__result${state ? ` fu-venue-checkin__result--${state}` : ''}`} {...srRole('status', { 'aria-live': 'polite' })}>
        {data.checkFailed ? (
          <>
            <Text className='fu-venue-checkin__headline'>{t('mine.checkin.failed')}</Text>
            <Text className='fu-venue-checkin__text'>{data.checkFailed}</Text>
            <Action className='fu-button' onPress={data.retryCheckIn}>{t('common.retry')}</Action>
          </>
        ) : data.checking || !state || !data.display ? (
          <Text className='fu-venue-checkin__headline'>{t('mine.checkin.checking')}</Text>
        ) : (
          <>
            <Badge className='fu-venue-checkin__badge' text={t(data.display.key)} tone={data.display.tone} />
            <Text className='fu-venue-checkin__headline'>
              {state === 'notOpen'
                ? t('mine.checkin.says.notOpen', { time: data.opensAt })
                : t(state === 'checkedIn' && data.justNow ? 'mine.checkin.done' : `mine.checkin.says.${state}`)}
            </Text>
            {state === 'checkedIn' && data.attendedAt ? <Text className='fu-venue-checkin__text'>{t('mine.checkin.at', { time: data.attendedAt })}</Text> : null}
          </>
        )}
      </View>
      {state === 'notRegistered' ? <Action className='fu-button fu-venue-checkin__next' onPress={data.register}>{t('mine.checkin.register')}</Action> : null}
      {state && state !== 'notRegistered' ? <Action className='fu-button fu-venue-checkin__next fu-venue-checkin__next--plain' onPress={data.myTickets}>{t('mine.checkin.myTickets')}</Action> : null}
    </View>
  )
})
