import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import { Steps } from '@/components/ui/Steps'
import type { MessageKey } from '@/i18n'
import { BackToOrder, InvoiceOrderSummary } from '../InvoiceOrderParts'
import type { InvoiceDetailData } from './useInvoiceDetail'

/** The order, the status badge, and the steps fill → processing → completed (or rejected). */
export const InvoiceStatusHeader = observer(function InvoiceStatusHeader({ data }: { data: InvoiceDetailData }) {
  const current = data.steps.indexOf(data.step)
  return (
    <InvoiceOrderSummary data={data} amount={data.amount}>
      <View className='fu-invoice__row'>
        <Text className='fu-invoice__muted'>{data.t('invoice.status')}</Text>
        <Text className={`fu-invoice__status fu-tone--${data.statusTone}`} data-tone={data.statusTone}>{data.statusText}</Text>
      </View>
      <Steps
        className='fu-invoice__steps'
        label={data.t('invoice.steps')}
        current={current}
        items={data.steps.map((s, i) => ({
          key: s,
          title: data.stepText(s),
          status: s === 'rejected' ? 'error' : i < current || (s === 'completed' && s === data.step) ? 'success' : undefined,
        }))}
      />
    </InvoiceOrderSummary>
  )
})

/** What happens next: apply / why not yet, the organiser's work, the issued invoice, or the rejection and re-apply. */
export const InvoiceNextStep = observer(function InvoiceNextStep({ data }: { data: InvoiceDetailData }) {
  return (
    <View className='fu-invoice__section fu-invoice__next'>
      {data.step === 'fill' ? (
        <>
          <Text className='fu-invoice__note'>{data.t('invoice.none')}</Text>
          {data.blocker ? <Text className='fu-invoice__blocked-text' {...srRole('status')}>{data.t(data.blocker)}</Text> : null}
          {data.canApply ? <Action className='fu-invoice__primary' onPress={() => void data.apply()}>{data.t('invoice.apply')}</Action> : null}
        </>
      ) : null}
      {data.step === 'processing' ? <Text className='fu-invoice__note'>{data.t('invoice.processingHint')}</Text> : null}
      {data.step === 'completed' ? <Text className='fu-invoice__note'>{data.t('invoice.completedHint')}</Text> : null}
      {data.step === 'rejected' ? (
        <>
          <Text className='fu-invoice__reject' {...srRole('alert')}>{data.t('invoice.rejectReason', { reason: data.rejectReason })}</Text>
          {data.canReapply ? <Action className='fu-invoice__primary' onPress={() => void data.reapply()}>{data.t('invoice.reapply')}</Action> : null}
        </>
      ) : null}
      <BackToOrder data={data} />
    </View>
  )
})

const FIELDS: { field: 'type' | 'title' | 'taxNumber' | 'address' | 'companyPhone' | 'bank' | 'bankAccount' | 'phone' | 'email' | 'fetch_way' | 'mailing_address'; label: MessageKey }[] = [
  { field: 'type', label: 'invoice.type' },
  { field: 'title', label: 'invoice.field.title' },
  { field: 'taxNumber', label: 'invoice.field.taxNumber' },
  { field: 'address', label: 'invoice.field.address' },
  { field: 'companyPhone', label: 'invoice.field.companyPhone' },
  { field: 'bank', label: 'invoice.field.bank' },
  { field: 'bankAccount', label: 'invoice.field.bankAccount' },
  { field: 'phone', label: 'invoice.field.phone' },
  { field: 'email', label: 'invoice.field.email' },
  { field: 'fetch_way', label: 'invoice.field.fetchWay' },
  { field: 'mailing_address', label: 'invoice.field.mailingAddress' },
]

/** The details the application was made with (only those given). */
export const InvoiceInformation = observer(function InvoiceInformation({ data }: { data: InvoiceDetailData }) {
  const invoice = data.invoice
  if (!invoice) return null
  const valueOf = (field: (typeof FIELDS)[number]['field']) => {
    const value = invoice[field]
    if (!value) return ''
    if (field === 'type') return data.t(`invoice.type.${invoice.type}`)
    if (field === 'fetch_way') return data.t(`invoice.fetch.${invoice.fetch_way}`)
    return String(value)
  }
  return (
    <View className='fu-invoice__section'>
      <Text className='fu-invoice__section-title' {...heading(2)}>{data.t('invoice.section.invoice')}</Text>
      {FIELDS.filter(f => valueOf(f.field)).map(f => (
        <View key={f.field} className='fu-invoice__row fu-invoice__info'>
          <Text className='fu-invoice__muted'>{data.t(f.label)}</Text>
          <Text className='fu-invoice__value'>{valueOf(f.field)}</Text>
        </View>
      ))}
    </View>
  )
})
