import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { InvoiceOrderSummary } from '../InvoiceOrderParts'
import { InvoiceApplicantSection, InvoiceCompanySection, InvoiceFormStates, InvoiceSubmit } from './InvoiceFormParts'
import type { InvoiceFormData } from './useInvoiceForm'

/** Phone: the order's amount, then the invoice and applicant sections, the submit at the end. */
export const InvoiceFormMobile = observer(function InvoiceFormMobile({ data }: { data: InvoiceFormData }) {
  return (
    <View className='fu-invoice fu-invoice--mobile'>
      <InvoiceFormStates data={data}>
        <InvoiceOrderSummary data={data} amount={data.amount} />
        <InvoiceCompanySection data={data} />
        <InvoiceApplicantSection data={data} />
        <InvoiceSubmit data={data} />
      </InvoiceFormStates>
    </View>
  )
})
