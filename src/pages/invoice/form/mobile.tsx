import { observer } from 'mobx-react'
import { MobilePage } from '@/components/PageFrame'
import { InvoiceOrderSummary } from '../InvoiceOrderParts'
import { InvoiceApplicantSection, InvoiceCompanySection, InvoiceFormStates, InvoiceSubmit } from './InvoiceFormParts'
import type { InvoiceFormData } from './useInvoiceForm'

/** Phone: the order's amount, then the invoice and applicant sections, the submit at the end. */
export const InvoiceFormMobile = observer(function InvoiceFormMobile({ data }: { data: InvoiceFormData }) {
  return (
    <MobilePage className='fu-invoice fu-invoice--mobile'>
      <InvoiceFormStates data={data}>
        <InvoiceOrderSummary data={data} title={data.t('route.invoiceForm')} amount={data.amount} />
        <InvoiceCompanySection data={data} />
        <InvoiceApplicantSection data={data} />
        <InvoiceSubmit data={data} />
      </InvoiceFormStates>
    </MobilePage>
  )
})
