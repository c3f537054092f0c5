import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ObjectId } from '@fu-types/entities'
import type { TicketStock } from '@/core'
import type { MessageKey } from '@/i18n'
import { srRole } from '../a11y'
import { Action } from '../Action'
import { FieldError } from '../FormField'
import { Price } from '../Price'
import './registration.scss'

/**
 * The ticket-type choice of a registration: the personal form (activity/form) and a group order (agent/v2ticket).
 */

/** A ticket type as the choice shows it: its localized title, price, stock and whether it can be chosen. */
export interface PriceView { id: ObjectId; title: string; amount: number; stock: TicketStock; soldOut: boolean }

/** The ticket types with price and stock; one must be chosen (a sold-out one cannot be). */
/** What the ticket-type list reads: the personal form's data, or a group order's (agent v2). */
interface TicketTypesData {
  t: (key: MessageKey, params?: Record<string, string | number>) => string
  prices: PriceView[]
  priceId: ObjectId | null
  choosePrice: (id: ObjectId) => void
  errorText: (key: MessageKey | undefined) => string
  /** A resubmitted registration keeps its ticket type: the others are locked. */
  mode: 'new' | 'resubmit'
  errors: { ticket?: MessageKey }
}

export const TicketTypes = observer(function TicketTypes({ data }: { data: TicketTypesData }) {
  if (!data.prices.length) return null
  const { t } = data
  const error = data.errorText(data.errors.ticket)
  const locked = data.mode === 'resubmit'
  return (
    <View className='fu-reg__section fu-reg__tickets'>
      <Text className='fu-reg__section-title' id='fu-reg-ticket-label'>{t('registration.section.ticket')}</Text>
      <View
        className='fu-reg__ticket-list'
        {...srRole('radiogroup', { 'aria-labelledby': 'fu-reg-ticket-label', 'aria-invalid': !!error, ...(error ? { 'aria-describedby': 'fu-reg-ticket-error' } : {}) })}
      >
        {data.prices.map(price => {
          const on = price.id === data.priceId
          const stock = price.stock.kind === 'soldOut' ? t('registration.ticket.soldOut')
            : price.stock.kind === 'left' ? t('registration.ticket.stockLeft', { count: price.stock.left }) : t('registration.ticket.unlimited')
          return (
            <Action
              key={price.id}
              className={`fu-reg__ticket${on ? ' fu-reg__ticket--on' : ''}${price.soldOut ? ' fu-reg__ticket--soldout' : ''}`}
              role='radio'
              aria={{ 'aria-checked': on }}
              disabled={price.soldOut || (locked && !on)}
              onPress={() => data.choosePrice(price.id)}
            >
              <Text className='fu-reg__ticket-title'>{price.title}</Text>
              <Price cents={price.amount} />
              <Text className='fu-reg__ticket-stock'>{stock}</Text>
            </Action>
          )
        })}
      </View>
      <FieldError id='fu-reg-ticket' text={error} />
    </View>
  )
})
