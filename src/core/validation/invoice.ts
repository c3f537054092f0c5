import type { InvoiceRequest } from '@fu-types/entities'
import { type FieldErrors, isBlank } from './result'
import { validateEmail, validatePhone } from './contact'

type InvoiceField = keyof InvoiceRequest

// Unified social credit code (18) or an older taxpayer number (15–20), letters in upper case.
const TAX_NUMBER = /^[0-9A-Z]{15,20}$/

/**
 * SPEC §3, §5: title and tax number always; the applicant's mainland mobile and e-mail;
 * a mailing address for express delivery; special VAT invoices also need the company's
 * address, phone, bank and bank account.
 */
export function validateInvoice(request: Partial<InvoiceRequest>): FieldErrors<InvoiceField> {
  const errors: FieldErrors<InvoiceField> = {}
  if (isBlank(request.title)) errors.title = 'validation.invoice.title.required'
  if (isBlank(request.taxNumber)) errors.taxNumber = 'validation.invoice.taxNumber.required'
  else if (!TAX_NUMBER.test(request.taxNumber!.trim().toUpperCase())) errors.taxNumber = 'validation.invoice.taxNumber.invalid'
  const phone = validatePhone(request.phone)
  if (phone) errors.phone = phone
  const email = validateEmail(request.email, { required: true })
  if (email) errors.email = email
  if (!request.fetch_way) errors.fetch_way = 'validation.invoice.fetchWay.required'
  if (request.fetch_way === 'express' && isBlank(request.mailing_address)) errors.mailing_address = 'validation.invoice.mailingAddress.required'
  if (request.type === 'special') {
    for (const field of ['address', 'companyPhone', 'bank', 'bankAccount'] as const) {
      if (isBlank(request[field])) errors[field] = `validation.invoice.${field}.required`
    }
  } else if (request.type !== 'regular') {
    errors.type = 'validation.invoice.type.required'
  }
  return errors
}
