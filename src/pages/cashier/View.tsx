import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading, srRole } from '@/components/a11y'
import { Action } from '@/components/Action'
import { Price } from '@/components/Price'
import { Empty } from '@/components/StateViews'
import { Countdown } from '@/components/ui/Countdown'
import { Modal } from '@/components/ui/Modal'
import type { Variant } from '@/components/screen/defineScreen'
import type { CashierData } from './useCashier'
import './cashier.scss'

/** One layout for both devices: a column on a phone, one centred card on a desktop. */
export const CashierView = observer(function CashierView({ data, variant }: { data: CashierData; variant: Variant }) {
  return (
    <View className={`fu-cashier fu-cashier--${variant}`}>
      {data.view === 'notFound' ? <Empty text={data.t('cashier.notFound')} />
        : data.view === 'pending' ? <PendingOrder data={data} />
          : <Ended data={data} />}
    </View>
  )
})

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <View className='fu-cashier__fact'>
      <Text className='fu-cashier__fact-name'>{name}</Text>
      <Text className='fu-cashier__fact-value'>{children}</Text>
    </View>
  )
}

/** Digits only, as `h:mm:ss` / `mm:ss` (the label says what they count). */
const CLOCK_UNITS = { day: ' ', hours: ':', minutes: ':', seconds: '' }

/** The amount, the order, what is bought, the methods, the time left, pay and cancel. */
const PendingOrder = observer(function PendingOrder({ data }: { data: CashierData }) {
  const { t } = data
  return (
    <View className='fu-cashier__card'>
      <View className='fu-cashier__amount'>
        <Text className='fu-cashier__amount-name'>{t('cashier.amount')}</Text>
        <Price cents={data.amountCents} className='fu-cashier__amount-value' />
      </View>
      {data.clock ? (
        <View className='fu-cashier__timer'>
          <Text className='fu-cashier__timer-name'>{t('cashier.timeLeft')}</Text>
          <View className='fu-cashier__clock'>
            <Countdown seconds={data.secondsLeft} label={data.timeLeftLabel} units={CLOCK_UNITS} />
          </View>
          <Text className='fu-cashier__timer-note'>{t('cashier.timeLeftNote')}</Text>
        </View>
      ) : null}

      <View className='fu-cashier__section'>
        <Text className='fu-cashier__heading' {...heading(2)}>{t('cashier.item')}</Text>
        <Fact name={t('cashier.orderNumber')}>{data.orderNumber}</Fact>
        {data.activityTitle ? <Fact name={t('cashier.activity')}>{data.activityTitle}</Fact> : null}
        {data.ticketType ? <Fact name={t('cashier.ticketType')}>{data.ticketType}</Fact> : null}
        <Fact name={t('cashier.quantity')}>{data.quantityText}</Fact>
      </View>

      <View className='fu-cashier__section'>
        <Text className='fu-cashier__heading' id='fu-cashier-methods' {...heading(2)}>{t('cashier.methods')}</Text>
        <View className='fu-cashier__methods' {...srRole('radiogroup', { 'aria-labelledby': 'fu-cashier-methods' })}>
          {data.methods.map(method => (
            <Action
              key={method.id}
              role='radio'
              aria={{ 'aria-checked': method.selected }}
              className={`fu-cashier__method fu-cashier__method--${method.id}${method.selected ? ' fu-cashier__method--selected' : ''}`}
              onPress={() => data.chooseMethod(method.id)}
            >
              <Text className='fu-cashier__method-mark' aria-hidden>{method.selected ? '●' : '○'}</Text>
              <Text className='fu-cashier__method-label'>{method.label}</Text>
            </Action>
          ))}
        </View>
        {data.demo ? <Text className='fu-cashier__demo' {...srRole('note')}>{t('cashier.demoNote')}</Text> : null}
      </View>

      {data.notice ? (
        <Text className={`fu-cashier__notice fu-cashier__notice--${data.notice.kind}`} {...srRole(data.notice.kind === 'error' ? 'alert' : 'status')}>{data.notice.text}</Text>
      ) : null}

      <View className='fu-cashier__actions'>
        <Action className='fu-cashier__pay' onPress={data.pay} disabled={data.busy}>{data.payLabel}</Action>
        <Action className='fu-cashier__cancel' onPress={data.askCancel} disabled={data.busy}>{data.cancelLabel}</Action>
      </View>
      <Modal
        id='fu-cashier-cancel'
        alert
        open={data.confirmingCancel}
        title={t('cashier.cancelAsk')}
        onClose={data.keepOrder}
        actions={[
          { label: t('cashier.cancelNo'), onPress: data.keepOrder, disabled: data.busy },
          { label: data.cancelYesLabel, onPress: data.cancel, tone: 'danger', disabled: data.busy },
        ]}
      >
        <Text>{t('cashier.cancelAskText')}</Text>
      </Modal>
    </View>
  )
})

/** Nothing left to pay: expired (order again), closed by a cancellation (order again) or already paid (the result). */
const Ended = observer(function Ended({ data }: { data: CashierData }) {
  const { t } = data
  const kind = data.view as 'expired' | 'closed' | 'paid'
  return (
    <View className={`fu-cashier__card fu-cashier__ended fu-cashier__ended--${kind}`}>
      <Text className='fu-cashier__heading' {...heading(2)}>{t(`cashier.${kind}.title`)}</Text>
      <Text className='fu-cashier__ended-text' {...srRole('status')}>{t(`cashier.${kind}.text`)}</Text>
      {data.orderNumber ? <Fact name={t('cashier.orderNumber')}>{data.orderNumber}</Fact> : null}
      <View className='fu-cashier__actions'>
        {kind === 'paid'
          ? <Action className='fu-cashier__pay' onPress={data.openResult}>{t('cashier.openResult')}</Action>
          : <Action className='fu-cashier__pay' onPress={data.startAgain}>{t('cashier.startAgain')}</Action>}
      </View>
    </View>
  )
})
