import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { Badge } from '@/components/Badge'
import { Price } from '@/components/Price'
import { Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { Steps, type StepItem } from '@/components/ui/Steps'
import type { OrderDetailData } from './useOrderDetail'

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <View className={`fu-order__row${className ? ` ${className}` : ''}`}>
      <Text className='fu-order__label'>{label}</Text>
      <Text className='fu-order__value'>{children}</Text>
    </View>
  )
}

/** Order number, status in its colour, activity and creation time. */
export const OrderHeader = observer(function OrderHeader({ data }: { data: OrderDetailData }) {
  const { order, t } = data
  if (!order) return null
  return (
    <View className='fu-order__section fu-order__header'>
      <View className='fu-order__title-line'>
        <Text className='fu-order__title' {...heading(1)}>{t('orders.number')}: {order.number}</Text>
        <Badge text={data.statusText} tone={data.statusTone} className='fu-order__status' />
      </View>
      {data.activityTitle ? <Row label={t('order.activity')}>{data.activityTitle}</Row> : null}
      <Row label={t('orders.created')}>{data.created}</Row>
      <OrderProgress data={data} />
    </View>
  )
})

/** Where the order stands: placed → payment → tickets issued (or refunded), or placed → closed (taro-ui's steps). */
function OrderProgress({ data }: { data: OrderDetailData }) {
  const { order, t } = data
  if (!order || !['pending', 'done', 'closed'].includes(order.status)) return null
  const placed: StepItem = { key: 'placed', title: t('order.step.placed'), desc: data.created, status: 'success' }
  const steps: { items: StepItem[]; current: number } = order.status === 'closed'
    ? { items: [placed, { key: 'closed', title: t('order.step.closed'), status: 'error' }], current: 1 }
    : order.status === 'done'
      ? {
        items: [
          placed,
          { key: 'pay', title: t('order.step.pay'), desc: data.paidAt || undefined, status: 'success' },
          data.refunded ? { key: 'refunded', title: t('order.step.refunded'), status: 'success' } : { key: 'issued', title: t('order.step.issued'), status: 'success' },
        ],
        current: 2,
      }
      : { items: [placed, { key: 'pay', title: t('order.step.pay') }, { key: 'issued', title: t('order.step.issued') }], current: 1 }
  return <Steps className='fu-order__steps' items={steps.items} current={steps.current} label={t('order.step.progress')} />
}

/** Original amount, coupon, discount, charged amount; then payment and refund when they happened. */
export const OrderAmounts = observer(function OrderAmounts({ data }: { data: OrderDetailData }) {
  const { order, t } = data
  if (!order) return null
  const paid = order.status === 'done'
  return (
    <View className='fu-order__section fu-order__amounts'>
      <Text className='fu-order__heading' {...heading(2)}>{t('order.amounts')}</Text>
      <Row label={t('order.original')} className='fu-order__row--original'><Price cents={order.amount} /></Row>
      <Row label={t('order.coupon')} className='fu-order__row--coupon'>{order.coupon_code || t('order.noCoupon')}</Row>
      {data.discount > 0 ? <Row label={t('order.discount')} className='fu-order__row--discount'><Text className='fu-tone--green'>{data.discountText}</Text></Row> : null}
      <Row label={t(paid ? 'order.payAmount' : 'order.dueAmount')} className='fu-order__row--total'><Price cents={order.pay_amount} /></Row>
      {paid && (data.channelText || data.paidAt) ? (
        <View className='fu-order__group'>
          <Text className='fu-order__heading' {...heading(2)}>{t('order.payment')}</Text>
          {data.channelText ? <Row label={t('order.channel')}>{data.channelText}</Row> : null}
          {data.paidAt ? <Row label={t('order.paidAt')}>{data.paidAt}</Row> : null}
        </View>
      ) : null}
      {data.refunded ? (
        <View className='fu-order__group'>
          <Text className='fu-order__heading' {...heading(2)}>{t('order.refund')}</Text>
          <Row label={t('order.refundAmount')} className='fu-order__row--refund'><Price cents={order.refund_amount ?? 0} /></Row>
        </View>
      ) : null}
    </View>
  )
})

/** Pay or cancel (with an in-place confirmation) a pending order; the invoice link for a completed one. */
export const OrderActions = observer(function OrderActions({ data }: { data: OrderDetailData }) {
  const { t } = data
  if (!data.canPay && !data.canCancel && !data.canInvoice) return null
  return (
    <View className='fu-order__actions'>
      {data.canPay ? (
        <Action className='fu-order__pay' onPress={() => void data.pay()} disabled={data.cancelling}>{t('order.pay')}</Action>
      ) : null}
      {data.canInvoice ? <Action className='fu-order__invoice' onPress={() => void data.openInvoice()}>{t('order.invoice')}</Action> : null}
      {data.canCancel && !data.confirmingCancel ? <Action className='fu-order__cancel' onPress={data.askCancel}>{t('order.cancel')}</Action> : null}
      {data.canCancel && data.confirmingCancel ? (
        <View className='fu-order__confirm' {...srRole('group', { 'aria-label': t('order.cancelAsk') })}>
          <Text className='fu-order__confirm-text'>{t('order.cancelAsk')}</Text>
          <View className='fu-order__confirm-buttons'>
            <Action className='fu-order__cancel fu-order__cancel--confirm' onPress={() => void data.cancel()} disabled={data.cancelling}>
              {data.cancelling ? t('order.cancelling') : t('order.cancelYes')}
            </Action>
            <Action className='fu-order__keep' onPress={data.keepOrder} disabled={data.cancelling}>{t('order.cancelNo')}</Action>
          </View>
        </View>
      ) : null}
      {data.cancelError ? <Text className='fu-order__error' {...srRole('alert')}>{data.cancelError}</Text> : null}
    </View>
  )
})

/** The tickets the order issued (after payment), each opening its QR code. */
export const OrderTickets = observer(function OrderTickets({ data }: { data: OrderDetailData }) {
  const { order, t } = data
  if (!order) return null
  const body = order.status !== 'done'
    ? <Text className='fu-order__note'>{t('order.ticketsPending')}</Text>
    : data.ticketsStatus === 'loading' ? <Loading />
      : data.ticketsStatus === 'failed' ? <Failed message={t('order.ticketsFailed')} onRetry={data.retryTickets} />
        : (
          <View className='fu-order__tickets' role='list'>
            {data.tickets.map(ticket => {
              const status = data.ticketStatusText(ticket)
              return (
                <View key={ticket._id} className='fu-order__ticket' role='listitem'>
                  <Text className='fu-order__ticket-name'>{ticket.name || '—'}</Text>
                  <Text className='fu-order__ticket-code'>{t('tickets.code')}: {ticket.code ?? '—'}</Text>
                  <Badge text={status.text} tone={status.tone} />
                  <Action className='fu-order__ticket-open' aria={{ 'aria-label': `${t('tickets.open')}: ${ticket.code ?? ticket.name ?? ''}` }} onPress={() => void data.openTicket(ticket)}>
                    {t('tickets.open')}
                  </Action>
                </View>
              )
            })}
          </View>
        )
  return (
    <View className='fu-order__section'>
      <Text className='fu-order__heading' {...heading(2)}>{t('order.tickets')}</Text>
      {body}
    </View>
  )
})

/** An order that does not exist (or is not mine), with the way back; the order's sections otherwise. */
export const OrderFound = observer(function OrderFound({ data, children }: { data: OrderDetailData; children: ReactNode }) {
  if (data.notFound || !data.order) {
    return (
      <View className='fu-state fu-state--empty fu-tickets__empty'>
        <Text>{data.t('order.notFound')}</Text>
        <Action className='fu-button' onPress={() => void data.backToList()}>{data.t('order.backToList')}</Action>
      </View>
    )
  }
  return <>{children}</>
})
