import { validateInvoice } from '@/core/validation/invoice'
import type { InvoiceRequest } from '@fu-types/entities'

const regular: InvoiceRequest = {
  type: 'regular',
  title: 'ACME Ltd',
  taxNumber: '91310000MA1FL0000X',
  phone: '13800138000',
  email: 'finance@acme.example',
  fetch_way: 'electronic',
}

describe('validateInvoice', () => {
  it('passes a complete regular invoice', () => {
    expect(validateInvoice(regular)).toEqual({})
  })
  it('requires a mainland mobile', () => {
    expect(validateInvoice({ ...regular, phone: '02112345678' }).phone).toBe('validation.phone.invalid')
  })
  it('requires a valid e-mail', () => {
    expect(validateInvoice({ ...regular, email: '' }).email).toBe('validation.email.required')
    expect(validateInvoice({ ...regular, email: 'x@' }).email).toBe('validation.email.invalid')
  })
  it('checks the tax number shape', () => {
    expect(validateInvoice({ ...regular, taxNumber: '' }).taxNumber).toBe('validation.invoice.taxNumber.required')
    expect(validateInvoice({ ...regular, taxNumber: '12345' }).taxNumber).toBe('validation.invoice.taxNumber.invalid')
  })
  it('needs a mailing address for express delivery only', () => {
    expect(validateInvoice({ ...regular, fetch_way: 'express' }).mailing_address).toBe('validation.invoice.mailingAddress.required')
    expect(validateInvoice({ ...regular, fetch_way: 'express', mailing_address: 'No. 1 Road' })).toEqual({})
  })
  it('needs address, company phone, bank and bank account for a special VAT invoice', () => {
    expect(validateInvoice({ ...regular, type: 'special' })).toEqual({
      address: 'validation.invoice.address.required',
      companyPhone: 'validation.invoice.companyPhone.required',
      bank: 'validation.invoice.bank.required',
      bankAccount: 'validation.invoice.bankAccount.required',
    })
    const special = { ...regular, type: 'special' as const, address: 'No. 1 Road', companyPhone: '021-12345678', bank: 'ICBC', bankAccount: '6222' }
    expect(validateInvoice(special)).toEqual({})
  })
  it('does not ask regular invoices for bank details', () => {
    expect(validateInvoice(regular).bank).toBeUndefined()
  })
})
