import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { InvoiceOrderFound } from '../InvoiceOrderParts'
import { InvoiceInformation, InvoiceNextStep, InvoiceStatusHeader } from './InvoiceDetailParts'
import type { InvoiceDetailData } from './useInvoiceDetail'

/** A phone: the status and steps, what happens next, then the details given. */
export const InvoiceDetailMobile = observer(function InvoiceDetailMobile({ data }: { data: InvoiceDetailData }) {
  return (
    <View className='fu-invoice fu-invoice--mobile'>
      <InvoiceOrderFound data={data}>
        <InvoiceStatusHeader data={data} />
        <InvoiceNextStep data={data} />
        <InvoiceInformation data={data} />
      </InvoiceOrderFound>
    </View>
  )
})
