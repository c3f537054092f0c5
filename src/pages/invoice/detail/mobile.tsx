import { observer } from 'mobx-react'
import { MobilePage } from '@/components/PageFrame'
import { InvoiceOrderStates } from '../InvoiceOrderParts'
import { InvoiceInformation, InvoiceNextStep, InvoiceStatusHeader } from './InvoiceDetailParts'
import type { InvoiceDetailData } from './useInvoiceDetail'

export const InvoiceDetailMobile = observer(function InvoiceDetailMobile({ data }: { data: InvoiceDetailData }) {
  return (
    <MobilePage className='fu-invoice fu-invoice--mobile'>
      <InvoiceOrderStates data={data}>
        <InvoiceStatusHeader data={data} />
        <InvoiceNextStep data={data} />
        <InvoiceInformation data={data} />
      </InvoiceOrderStates>
    </MobilePage>
  )
})
