import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { heading } from '@/components/a11y'
import type { ListPlace } from '@/components/WindowedRows'
import type { MyTicketsData, TicketRow } from './useMyTickets'

/**
 * One ticket in the list: activity, time, place, status, number of people and code. The button opens its QR code
 * (keyboard and screen readers); a tap anywhere on the card does the same.
 */
export function TicketCard({ row, data, ...place }: { row: TicketRow; data: MyTicketsData } & ListPlace) {
  const { t } = data
  const open = () => { void data.openTicket(row.ticket) }
  return (
    <View className='fu-ticket-card' role='listitem' {...place} onClick={open}>
      <View className='fu-ticket-card__head'>
        <Text className='fu-ticket-card__title' {...heading(2)}>{row.title}</Text>
        <Badge text={row.statusText} tone={row.statusTone} className='fu-ticket-card__status' />
      </View>
      {row.time ? <Text className='fu-ticket-card__line'>{row.time}</Text> : null}
      {row.place ? <Text className='fu-ticket-card__line'>{row.place}</Text> : null}
      <View className='fu-ticket-card__facts'>
        <Text className='fu-ticket-card__fact'>{t('tickets.code')}: <Text className='fu-ticket-card__code'>{row.ticket.code ?? '—'}</Text></Text>
        <Text className='fu-ticket-card__fact'>{t('tickets.number')}: {row.ticket.number}</Text>
      </View>
      {/* The card handles taps; the button's own click stops here so the ticket opens once. */}
      <View className='fu-ticket-card__actions' onClick={e => e.stopPropagation()}>
        <Action className='fu-ticket-card__open' aria={{ 'aria-label': `${t('tickets.open')}: ${row.title}` }} onPress={open}>
          {t('tickets.open')}
        </Action>
      </View>
    </View>
  )
}
