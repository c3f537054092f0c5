import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { InvoiceOrderFound } from '../InvoiceOrderParts'
import { InvoiceInformation, InvoiceNextStep, InvoiceStatusHeader } from './InvoiceDetailParts'
import type { InvoiceDetailData } from './useInvoiceDetail'

/** ≥1200 px: the application's details on the left, status, steps and next action in a side panel. */
export const InvoiceDetailDesktop = observer(function InvoiceDetailDesktop({ data }: { data: InvoiceDetailData }) {
  return (
    <View className='fu-invoice fu-invoice--desktop'>
      <View className='fu-invoice__page'>
        <InvoiceOrderFound data={data}>
          <View className='fu-invoice__main'>
            <InvoiceInformation data={data} />
            {data.invoice ? null : <InvoiceNextStep data={data} />}
          </View>
          <View className='fu-invoice__side'>
            <InvoiceStatusHeader data={data} />
            {data.invoice ? <InvoiceNextStep data={data} /> : null}
          </View>
        </InvoiceOrderFound>
      </View>
    </View>
  )
})
