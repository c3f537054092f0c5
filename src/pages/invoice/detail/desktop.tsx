import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopPage } from '@/components/PageFrame'
import { InvoiceOrderStates } from '../InvoiceOrderParts'
import { InvoiceInformation, InvoiceNextStep, InvoiceStatusHeader } from './InvoiceDetailParts'
import type { InvoiceDetailData } from './useInvoiceDetail'

/** ≥1200 px: the application's details on the left, status, steps and next action in a side panel. */
export const InvoiceDetailDesktop = observer(function InvoiceDetailDesktop({ data }: { data: InvoiceDetailData }) {
  return (
    <DesktopPage className='fu-invoice fu-invoice--desktop' columnClassName='fu-invoice__page'>
      <InvoiceOrderStates data={data}>
        <View className='fu-invoice__main'>
          <InvoiceInformation data={data} />
          {data.invoice ? null : <InvoiceNextStep data={data} />}
        </View>
        <View className='fu-invoice__side'>
          <InvoiceStatusHeader data={data} />
          {data.invoice ? <InvoiceNextStep data={data} /> : null}
        </View>
      </InvoiceOrderStates>
    </DesktopPage>
  )
})
