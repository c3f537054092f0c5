import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { Badge } from '@/components/Badge'
import { Price } from '@/components/Price'
import { Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { Modal } from '@/components/ui/Modal'
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

/**
 * Where the order stands: placed → payment → tickets issued, then a refund's progress (requested, refunded, or not
 * completed); placed → cancelled or expired unpaid (taro-ui's steps).
 */
function OrderProgress({ data }: { data: OrderDetailData }) {
  const { order, t } = data
  if (!order || !['pending', 'done', 'closed'].includes(order.status)) return null
  const placed: StepItem = { key: 'placed', title: t('order.step.placed'), desc: data.created, status: 'success' }
  const paid: StepItem = { key: 'pay', title: t('order.step.pay'), desc: data.paidAt || undefined, status: 'success' }
  const issued: StepItem = { key: 'issued', title: t('order.step.issued'), status: 'success' }
  let steps: { items: StepItem[]; current: number }
  if (order.status === 'closed') {
    const expired = order.close_reason === 'expired'
    steps = { items: [placed, { key: 'closed', title: t(expired ? 'order.step.expired' : 'order.step.cancelled'), status: 'error' }], current: 1 }
  } else if (order.status === 'pending') {
    steps = { items: [placed, { key: 'pay', title: t('order.step.pay') }, { key: 'issued', title: t('order.step.issued') }], current: 1 }
  } else if (data.refundStage === 'refunded') {
    steps = { items: [placed, paid, { key: 'refunded', title: t('order.step.refunded'), status: 'success' }], current: 2 }
  } else if (data.refundStage === 'requested' || data.refundStage === 'processing') {
    steps = { items: [placed, paid, issued, { key: 'refunding', title: t('order.step.refunding') }], current: 3 }
  } else if (data.refundStage === 'failed') {
    steps = { items: [placed, paid, issued, { key: 'refundFailed', title: t('order.step.refundFailed'), status: 'error' }], current: 3 }
  } else {
    steps = { items: [placed, paid, issued], current: 2 }
  }
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
      {data.refundStage ? (
        <View className='fu-order__group fu-order__refund'>
          <Text className='fu-order__heading' {...heading(2)}>{t('order.refund')}</Text>
          <Text className={`fu-order__refund-progress fu-tone--${data.refundProgressTone}`} {...srRole('status')}>{data.refundProgressText}</Text>
          {data.refunded ? <Row label={t('order.refundAmount')} className='fu-order__row--refund'><Price cents={order.refund_amount ?? 0} /></Row> : null}
        </View>
      ) : null}
    </View>
  )
})

/**
 * Pay or cancel a pending order; the invoice link and the refund (while the rule allows it, with its deadline) for a
 * completed one. Cancel and refund ask first, in the design system's confirmation dialog.
 */
export const OrderActions = observer(function OrderActions({ data }: { data: OrderDetailData }) {
  const { t } = data
  if (!data.canPay && !data.canCancel && !data.canInvoice && !data.canRefund && !data.cancelError && !data.refundError) return null
  return (
    <View className='fu-order__actions'>
      {data.canPay ? (
        <Action className='fu-order__pay' onPress={() => void data.pay()} disabled={data.cancelling}>{t('order.pay')}</Action>
      ) : null}
      {data.canInvoice ? <Action className='fu-order__invoice' onPress={() => void data.openInvoice()}>{t('order.invoice')}</Action> : null}
      {data.canRefund ? (
        <View className='fu-order__refund-offer'>
          <Action className='fu-order__refund-ask' onPress={data.askRefund} disabled={data.refunding}>{data.refunding ? t('order.refundAsking') : data.refundLabel}</Action>
          {data.refundUntil ? <Text className='fu-order__note fu-order__refund-until'>{data.refundUntil}</Text> : null}
        </View>
      ) : null}
      {data.canCancel ? <Action className='fu-order__cancel' onPress={data.askCancel} disabled={data.cancelling}>{data.cancelling ? t('order.cancelling') : t('order.cancel')}</Action> : null}
      {data.cancelError ? <Text className='fu-order__error' {...srRole('alert')}>{data.cancelError}</Text> : null}
      {data.refundError ? <Text className='fu-order__error' {...srRole('alert')}>{data.refundError}</Text> : null}
      <Modal
        id='fu-order-cancel'
        alert
        open={data.canCancel && data.confirmingCancel}
        title={t('order.cancelAsk')}
        onClose={data.keepOrder}
        actions={[
          { label: t('order.cancelNo'), onPress: data.keepOrder, disabled: data.cancelling },
          { label: data.cancelling ? t('order.cancelling') : t('order.cancelYes'), onPress: () => void data.cancel(), tone: 'danger', disabled: data.cancelling },
        ]}
      />
      <Modal
        id='fu-order-refund'
        alert
        open={data.canRefund && data.confirmingRefund}
        title={t('order.refundAsk')}
        onClose={data.keepRegistration}
        actions={[
          { label: t('order.refundNo'), onPress: data.keepRegistration, disabled: data.refunding },
          { label: data.refunding ? t('order.refundAsking') : t('order.refundYes'), onPress: () => void data.refund(), tone: 'danger', disabled: data.refunding },
        ]}
      >
        <Text>{data.refundAskText}</Text>
        {data.refundUntil ? <Text className='fu-order__note'>{data.refundUntil}</Text> : null}
      </Modal>
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
