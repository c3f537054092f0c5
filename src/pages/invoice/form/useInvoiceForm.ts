import { useEffect, useState } from 'react'
import type { InvoiceFetchWay, InvoiceRequest, InvoiceType } from '@fu-types/entities'
import { applyForInvoice } from '@/api/activities'
import { hasErrors } from '@/core/validation/result'
import { validateInvoice } from '@/core/validation/invoice'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useInvoiceOrder } from '../useInvoiceOrder'

export type InvoiceTextField = 'title' | 'taxNumber' | 'address' | 'companyPhone' | 'bank' | 'bankAccount' | 'phone' | 'email' | 'mailing_address'
type Fields = Record<InvoiceTextField, string>

const EMPTY: Fields = { title: '', taxNumber: '', address: '', companyPhone: '', bank: '', bankAccount: '', phone: '', email: '', mailing_address: '' }
export const FETCH_WAYS: readonly InvoiceFetchWay[] = ['electronic', 'express', 'venue']
export const INVOICE_TYPES: readonly InvoiceType[] = ['regular', 'special']
const SPECIAL_FIELDS: readonly InvoiceTextField[] = ['address', 'companyPhone', 'bank', 'bankAccount']

/** Only what the chosen type and fetch way ask for is sent; the tax number in capitals. */
function requestOf(type: InvoiceType, fetchWay: InvoiceFetchWay, fields: Fields): InvoiceRequest {
  const body: InvoiceRequest = {
    type,
    title: fields.title.trim(),
    taxNumber: fields.taxNumber.trim().toUpperCase(),
    phone: fields.phone.trim(),
    email: fields.email.trim(),
    fetch_way: fetchWay,
  }
  if (type === 'special') {
    body.address = fields.address.trim()
    body.companyPhone = fields.companyPhone.trim()
    body.bank = fields.bank.trim()
    body.bankAccount = fields.bankAccount.trim()
  }
  if (fetchWay === 'express') body.mailing_address = fields.mailing_address.trim()
  return body
}

/**
 * /invoice/form (query checkout): an invoice for a paid order (SPEC §3, §5). Errors of core validateInvoice sit
 * beside their fields after the first submit and follow every change from then on. A rejected application's
 * details fill the form for the re-application.
 */
export function useInvoiceForm(checkoutId: string | undefined) {
  const { language, platform, session } = useStores()
  const t = language.t
  const source = useInvoiceOrder(checkoutId)
  const [type, setType] = useState<InvoiceType>('regular')
  const [fetchWay, setFetchWay] = useState<InvoiceFetchWay>('electronic')
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [tried, setTried] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [submitError, setSubmitError] = useState('')

  // A rejected application (or the signed-in user's contact) fills what is still empty, once.
  const rejected = source.invoice?.status === 'rejected' ? source.invoice : undefined
  const user = session.user
  useEffect(() => {
    setFields(current => {
      const next = { ...current }
      const fill = (field: InvoiceTextField, value: string | undefined) => { if (!next[field] && value) next[field] = value }
      if (rejected) for (const field of Object.keys(EMPTY) as InvoiceTextField[]) fill(field, rejected[field])
      fill('phone', user?.phone)
      fill('email', user?.contact?.email)
      return next
    })
    if (rejected) {
      setType(rejected.type)
      setFetchWay(rejected.fetch_way)
    }
  }, [rejected, user])

  const body = requestOf(type, fetchWay, fields)
  const errors = tried ? validateInvoice(body) : {}
  const errorText = (field: keyof InvoiceRequest) => {
    const key = errors[field]
    return key ? t(key) : ''
  }

  const submit = async () => {
    if (!source.order || submitting) return
    setTried(true)
    setSubmitError('')
    if (hasErrors(validateInvoice(body))) {
      setSubmitError(t('invoice.fixErrors'))
      return
    }
    setSubmitting(true)
    try {
      await applyForInvoice(source.order._id, body)
      platform.toast(t('invoice.submitted'))
      void navigateTo('invoiceDetail', { checkout: source.order._id }, { replace: true })
    } catch (e) {
      setSubmitError(t('invoice.submitFailed', { message: e instanceof Error ? e.message : String(e) }))
    } finally {
      setSubmitting(false)
    }
  }

  const order = source.order
  return {
    t,
    status: source.status,
    error: source.error,
    retry: source.retry,
    notFound: source.notFound,
    orderNumber: source.orderNumber,
    /** Cents: what the order charged. */
    amount: order?.pay_amount ?? 0,
    /** Why a new application is not possible now (a message key), or null. */
    blocker: source.blocker,
    hasInvoice: !!source.invoice,
    type,
    setType: (value: InvoiceType) => setType(value),
    fetchWay,
    setFetchWay: (value: InvoiceFetchWay) => setFetchWay(value),
    fields,
    setField: (field: InvoiceTextField, value: string) => setFields(current => ({ ...current, [field]: value })),
    /** The special VAT invoice's company fields show only for that type; the mailing address only for express. */
    shows: (field: InvoiceTextField) => (SPECIAL_FIELDS.includes(field) ? type === 'special' : field === 'mailing_address' ? fetchWay === 'express' : true),
    errorText,
    submit,
    submitting,
    submitError,
    openDetail: () => (order ? navigateTo('invoiceDetail', { checkout: order._id }) : undefined),
    backToOrder: source.backToOrder,
  }
}

export type InvoiceFormData = ReturnType<typeof useInvoiceForm>
