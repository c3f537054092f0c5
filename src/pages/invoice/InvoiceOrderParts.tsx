import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import { Price } from '@/components/Price'
import type { LanguageStore } from '@/stores/LanguageStore'
import type { InvoiceOrderSource } from './useInvoiceOrder'
import './invoice.scss'

/** What both invoice screens' data tell about their order (from useInvoiceOrder), with the language's t. */
type InvoiceOrderView = Pick<InvoiceOrderSource, 'notFound' | 'orderNumber' | 'backToOrder'> & Pick<LanguageStore, 't'>

/** An unknown order with the way back (the frame shows loading and failure); the screen's content otherwise. */
export const InvoiceOrderFound = observer(function InvoiceOrderFound({ data, children }: { data: InvoiceOrderView; children: ReactNode }) {
  if (data.notFound) {
    return (
      <View className='fu-invoice__blocked'>
        <Text className='fu-invoice__blocked-text' {...srRole('alert')}>{data.t('invoice.orderMissing')}</Text>
        <BackToOrder data={data} />
      </View>
    )
  }
  return <>{children}</>
})

export function BackToOrder({ data }: { data: Pick<InvoiceOrderView, 't' | 'backToOrder'> }) {
  return <Action className='fu-invoice__secondary' onPress={() => void data.backToOrder()}>{data.t('invoice.backToOrder')}</Action>
}

/** The order number, `children` (e.g. the application's status), and the amount invoiced. */
export const InvoiceOrderSummary = observer(function InvoiceOrderSummary({ data, amount, children }: {
  data: InvoiceOrderView
  /** Cents. */
  amount: number
  children?: ReactNode
}) {
  return (
    <View className='fu-invoice__summary'>
      <Text className='fu-invoice__muted'>{data.t('invoice.orderNumber', { number: data.orderNumber })}</Text>
      {children}
      <View className='fu-invoice__row'>
        <Text className='fu-invoice__muted'>{data.t('invoice.amount')}</Text>
        <Price cents={amount} className='fu-invoice__amount' />
      </View>
    </View>
  )
})
