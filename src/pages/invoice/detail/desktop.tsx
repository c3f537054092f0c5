import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { InvoiceDetailStates, InvoiceInformation, InvoiceNextStep, InvoiceStatusHeader } from './InvoiceDetailParts'
import type { InvoiceDetailData } from './useInvoiceDetail'

/** ≥1200 px: the application's details on the left, status, steps and next action in a side panel. */
export const InvoiceDetailDesktop = observer(function InvoiceDetailDesktop({ data }: { data: InvoiceDetailData }) {
  return (
    <View className='fu-invoice fu-invoice--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-invoice__page'>
        <InvoiceDetailStates data={data}>
          <View className='fu-invoice__main'>
            <InvoiceInformation data={data} />
            {data.invoice ? null : <InvoiceNextStep data={data} />}
          </View>
          <View className='fu-invoice__side'>
            <InvoiceStatusHeader data={data} />
            {data.invoice ? <InvoiceNextStep data={data} /> : null}
          </View>
        </InvoiceDetailStates>
      </View>
      <MeetingFooter />
    </View>
  )
})
