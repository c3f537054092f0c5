import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { InvoiceOrderSummary } from '../InvoiceOrderParts'
import { InvoiceApplicantSection, InvoiceCompanySection, InvoiceFormStates, InvoiceSubmit } from './InvoiceFormParts'
import type { InvoiceFormData } from './useInvoiceForm'

/** ≥1200 px: the invoice and applicant sections side by side, the order's amount and the submit in a side panel. */
export const InvoiceFormDesktop = observer(function InvoiceFormDesktop({ data }: { data: InvoiceFormData }) {
  return (
    <View className='fu-invoice fu-invoice--desktop'>
      <View className='fu-invoice__page'>
        <InvoiceFormStates data={data}>
          <View className='fu-invoice__main'>
            <InvoiceCompanySection data={data} />
            <InvoiceApplicantSection data={data} />
          </View>
          <View className='fu-invoice__side'>
            <InvoiceOrderSummary data={data} amount={data.amount} />
            <InvoiceSubmit data={data} />
          </View>
        </InvoiceFormStates>
      </View>
    </View>
  )
})
