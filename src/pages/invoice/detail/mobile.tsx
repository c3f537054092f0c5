import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { InvoiceDetailStates, InvoiceInformation, InvoiceNextStep, InvoiceStatusHeader } from './InvoiceDetailParts'
import type { InvoiceDetailData } from './useInvoiceDetail'

export const InvoiceDetailMobile = observer(function InvoiceDetailMobile({ data }: { data: InvoiceDetailData }) {
  return (
    <View className='fu-invoice fu-invoice--mobile'>
      <View className='fu-mobile-bar'><LanguageSwitcher /></View>
      <InvoiceDetailStates data={data}>
        <InvoiceStatusHeader data={data} />
        <InvoiceNextStep data={data} />
        <InvoiceInformation data={data} />
      </InvoiceDetailStates>
    </View>
  )
})
