import type { ReactNode } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { InvoiceRequest } from '@fu-types/entities'
import { Action } from '@/components/Action'
import { FieldError, FormField, FormFieldGroup, inputValue } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import type { MessageKey } from '@/i18n'
import { BackToOrder, InvoiceOrderFound } from '../InvoiceOrderParts'
import { FETCH_WAYS, INVOICE_TYPES, type InvoiceFormData, type InvoiceTextField } from './useInvoiceForm'

const INPUTS: Record<InvoiceTextField, { label: MessageKey; maxlength: number; autoComplete: string; inputMode?: string }> = {
  title: { label: 'invoice.field.title', maxlength: 100, autoComplete: 'organization' },
  taxNumber: { label: 'invoice.field.taxNumber', maxlength: 20, autoComplete: 'off' },
  address: { label: 'invoice.field.address', maxlength: 200, autoComplete: 'street-address' },
  companyPhone: { label: 'invoice.field.companyPhone', maxlength: 40, autoComplete: 'off', inputMode: 'tel' },
  bank: { label: 'invoice.field.bank', maxlength: 100, autoComplete: 'off' },
  bankAccount: { label: 'invoice.field.bankAccount', maxlength: 30, autoComplete: 'off', inputMode: 'numeric' },
  phone: { label: 'invoice.field.phone', maxlength: 11, autoComplete: 'tel-national', inputMode: 'tel' },
  email: { label: 'invoice.field.email', maxlength: 254, autoComplete: 'email', inputMode: 'email' },
  mailing_address: { label: 'invoice.field.mailingAddress', maxlength: 200, autoComplete: 'street-address' },
}

/** One text field with its visible label and its error beside it. */
export const InvoiceField = observer(function InvoiceField({ data, field }: { data: InvoiceFormData; field: InvoiceTextField }) {
  if (!data.shows(field)) return null
  const spec = INPUTS[field]
  return (
    <FormField id={`fu-invoice-${field}`} label={data.t(spec.label)} error={data.errorText(field)}>
      {input => (
        <Input
          className='fu-field__input'
          type='text'
          maxlength={spec.maxlength}
          value={data.fields[field]}
          onInput={e => data.setField(field, inputValue(e))}
          nativeProps={{ ...input.nativeProps, autoComplete: spec.autoComplete, ...(spec.inputMode ? { inputMode: spec.inputMode } : {}) }}
          {...input.props}
        />
      )}
    </FormField>
  )
})

/** A one-of-several choice as radio buttons (type, fetch way), with its error beside it. */
function Choice<V extends string>({ data, id, label, values, value, onChange, text, error }: {
  data: InvoiceFormData
  id: string
  label: string
  values: readonly V[]
  value: V
  onChange: (value: V) => void
  text: (value: V) => string
  error: keyof InvoiceRequest
}) {
  return (
    <FormFieldGroup id={id} label={label} error={data.errorText(error)} role='radiogroup' groupClassName='fu-invoice__choices'>
      {values.map(option => (
        <Action
          key={option}
          className={`fu-invoice__choice${option === value ? ' fu-invoice__choice--on' : ''}`}
          role='radio'
          aria={{ 'aria-checked': option === value }}
          onPress={() => onChange(option)}
        >
          {text(option)}
        </Action>
      ))}
    </FormFieldGroup>
  )
}

const InvoiceTypeChoice = observer(function InvoiceTypeChoice({ data }: { data: InvoiceFormData }) {
  return <Choice data={data} id='fu-invoice-type' label={data.t('invoice.type')} values={INVOICE_TYPES} value={data.type} onChange={data.setType} text={v => data.t(`invoice.type.${v}`)} error='type' />
})

const FetchWayChoice = observer(function FetchWayChoice({ data }: { data: InvoiceFormData }) {
  return <Choice data={data} id='fu-invoice-fetch' label={data.t('invoice.field.fetchWay')} values={FETCH_WAYS} value={data.fetchWay} onChange={data.setFetchWay} text={v => data.t(`invoice.fetch.${v}`)} error='fetch_way' />
})

export const InvoiceCompanySection = observer(function InvoiceCompanySection({ data }: { data: InvoiceFormData }) {
  return (
    <View className='fu-invoice__section'>
      <Text className='fu-invoice__section-title' {...heading(2)}>{data.t('invoice.section.invoice')}</Text>
      <InvoiceTypeChoice data={data} />
      {(['title', 'taxNumber', 'address', 'companyPhone', 'bank', 'bankAccount'] as const).map(field => <InvoiceField key={field} data={data} field={field} />)}
    </View>
  )
})

export const InvoiceApplicantSection = observer(function InvoiceApplicantSection({ data }: { data: InvoiceFormData }) {
  return (
    <View className='fu-invoice__section'>
      <Text className='fu-invoice__section-title' {...heading(2)}>{data.t('invoice.section.applicant')}</Text>
      <InvoiceField data={data} field='phone' />
      <InvoiceField data={data} field='email' />
      <FetchWayChoice data={data} />
      <InvoiceField data={data} field='mailing_address' />
    </View>
  )
})

export const InvoiceSubmit = observer(function InvoiceSubmit({ data }: { data: InvoiceFormData }) {
  return (
    <View className='fu-invoice__submit'>
      <FieldError id='fu-invoice-submit' text={data.submitError} />
      <Action className='fu-invoice__primary' onPress={() => void data.submit()} disabled={data.submitting}>
        {data.submitting ? data.t('invoice.submitting') : data.t('invoice.submit')}
      </Action>
      <BackToOrder data={data} />
    </View>
  )
})

/**
 * An unknown order (the frame shows loading and failure), then an order that cannot be invoiced now (core
 * invoiceBlocker's reason, with the way to the existing application); the form only when none of these holds.
 */
export const InvoiceFormStates = observer(function InvoiceFormStates({ data, children }: { data: InvoiceFormData; children: ReactNode }) {
  return (
    <InvoiceOrderFound data={data}>
      {data.blocker ? (
        <View className='fu-invoice__blocked'>
          <Text className='fu-invoice__blocked-text' {...srRole('status')}>{data.t(data.blocker)}</Text>
          {data.hasInvoice ? <Action className='fu-invoice__primary' onPress={() => void data.openDetail()}>{data.t('invoice.viewDetail')}</Action> : null}
          <BackToOrder data={data} />
        </View>
      ) : children}
    </InvoiceOrderFound>
  )
})
