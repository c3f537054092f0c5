import { validateGuestLookup } from '@/core/validation/guestLookup'

describe('validateGuestLookup', () => {
  it('takes a query code of 4–32 letters or digits, spaces around it allowed', () => {
    expect(validateGuestLookup({ by: 'code', code: ' guest002 ' })).toEqual({})
    expect(validateGuestLookup({ by: 'code', code: 'AB1' })).toEqual({ code: 'reception.query.codeInvalid' })
    expect(validateGuestLookup({ by: 'code', code: 'GUEST-002' })).toEqual({ code: 'reception.query.codeInvalid' })
    expect(validateGuestLookup({ by: 'code', code: 'A'.repeat(33) })).toEqual({ code: 'reception.query.codeInvalid' })
  })

  it('needs the name and a mainland mobile number together', () => {
    expect(validateGuestLookup({ by: 'phone', name: 'Anna Schmidt', phone: '13900000011' })).toEqual({})
    expect(validateGuestLookup({ by: 'phone', name: ' ', phone: '' })).toEqual({ name: 'reception.query.nameRequired', phone: 'validation.phone.required' })
    expect(validateGuestLookup({ by: 'phone', name: 'Anna', phone: '12345' })).toEqual({ phone: 'validation.phone.invalid' })
  })
})
