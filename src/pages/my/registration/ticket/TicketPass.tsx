import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { Badge } from '@/components/Badge'
import { RotatingTicketQr } from '@/components/RotatingTicketQr'
import { heading, srRole } from '@/components/a11y'
import type { TicketDetailData } from './useTicketDetail'

/** The QR code (or why there is none yet) with the hint for the entrance. */
export const TicketQrPanel = observer(function TicketQrPanel({ data, size }: { data: TicketDetailData; size: number | 'screen' }) {
  const { qr, t } = data
  if (!qr) return null
  if (qr.kind === 'note') return <Text className='fu-ticket__note' {...srRole('status')}>{t(qr.key)}</Text>
  return (
    <View className='fu-ticket__qr'>
      {data.fromCache ? <Text className='fu-ticket__note' {...srRole('status')}>{t('tickets.qr.offline')}</Text> : null}
      <RotatingTicketQr pass={qr.pass} activityId={qr.activityId} code={qr.code} size={size} label={data.qrLabel} texts={data.qrTexts} />
      <Text className='fu-ticket__note'>{t(qr.checkedIn ? 'tickets.qr.checkedIn' : 'tickets.qr.hint')}</Text>
    </View>
  )
})

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View className='fu-ticket__fact'>
      <Text className='fu-ticket__label'>{label}</Text>
      <Text className='fu-ticket__value'>{value}</Text>
    </View>
  )
}

/** Activity, attendee, time, place, status and code; the activity part has its own retry. */
export const TicketFacts = observer(function TicketFacts({ data }: { data: TicketDetailData }) {
  const { t, ticket } = data
  if (!ticket) return null
  return (
    <View className='fu-ticket__facts'>
      {data.activityStatus === 'failed' ? (
        <View className='fu-ticket__fact' {...srRole('alert')}>
          <Text className='fu-ticket__label'>{t('tickets.activityMissing')}</Text>
          <Action className='fu-button' onPress={data.retryActivity}>{t('common.retry')}</Action>
        </View>
      ) : null}
      <Fact label={t('tickets.attendee')} value={data.attendee || '—'} />
      {data.time ? <Fact label={t('tickets.time')} value={data.time} /> : null}
      {data.place ? <Fact label={t('tickets.place')} value={data.place} /> : null}
      <View className='fu-ticket__fact'>
        <Text className='fu-ticket__label'>{t('tickets.status')}</Text>
        <Badge text={data.statusText} tone={data.statusTone} />
      </View>
      <Fact label={t('tickets.code')} value={ticket.code ?? '—'} />
      <Fact label={t('tickets.number')} value={String(ticket.number)} />
    </View>
  )
})

export const TicketTitle = observer(function TicketTitle({ data }: { data: TicketDetailData }) {
  const text = data.title || (data.activityStatus === 'loading' ? data.t('common.loading') : data.t('route.myRegistrationTicket'))
  return <Text className='fu-ticket__title' {...heading(1)}>{text}</Text>
})

export function TicketBack({ data }: { data: TicketDetailData }) {
  return <Action className='fu-ticket__back' onPress={() => void data.backToList()}>{data.t('tickets.backToList')}</Action>
}

/** A ticket that does not exist (or is not mine), with the way back; the pass otherwise. */
export const TicketFound = observer(function TicketFound({ data, children }: { data: TicketDetailData; children: ReactNode }) {
  if (!data.notFound) return <>{children}</>
  return (
    <View className='fu-state fu-state--empty fu-tickets__empty'>
      <Text>{data.t('tickets.notFound')}</Text>
      <TicketBack data={data} />
    </View>
  )
})
