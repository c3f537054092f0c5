import { isMainlandMobile, validatePhone, validateEmail, validateCode, validateLogin, isEmail } from '@/core/validation/contact'

describe('mainland mobile', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(isMainlandMobile(phone)).toBe(true)
  })
  it.each([
    ['12800138000', 'second digit 2'],
    ['1380013800', '10 digits'],
    ['138001380000', '12 digits'],
    ['23800138000', 'does not start with 1'],
    ['1380013800a', 'a letter'],
    ['+8613800138000', 'area code included'],
  ])('rejects %s (%s)', (phone) => {
    expect(isMainlandMobile(phone)).toBe(false)
  })
  it('names missing and invalid separately', () => {
    expect(validatePhone('')).toBe('validation.phone.required')
    expect(validatePhone('123')).toBe('validation.phone.invalid')
    expect(validatePhone(' 13800138000 ')).toBeNull()
  })
})

describe('e-mail', () => {
  it('is optional by default', () => {
    expect(validateEmail('')).toBeNull()
    expect(validateEmail(undefined)).toBeNull()
  })
  it('must be valid when given', () => {
    expect(validateEmail('a@example.com')).toBeNull()
    expect(validateEmail('a@example')).toBe('validation.email.invalid')
    expect(validateEmail('a example@example.com')).toBe('validation.email.invalid')
    expect(validateEmail('@example.com')).toBe('validation.email.invalid')
    expect(isEmail('first.last+tag@sub.example.co')).toBe(true)
  })
  it('can be required', () => {
    expect(validateEmail(' ', { required: true })).toBe('validation.email.required')
  })
})

describe('verification code', () => {
  it('is required', () => {
    expect(validateCode('')).toBe('validation.code.required')
    expect(validateCode('   ')).toBe('validation.code.required')
    expect(validateCode('123456')).toBeNull()
  })
})

describe('validateLogin', () => {
  it('passes a complete phone login', () => {
    expect(validateLogin({ method: 'phone', phone: '13800138000', code: '1234', agreed: true })).toEqual({})
  })
  it('requires the privacy agreement to be ticked', () => {
    expect(validateLogin({ method: 'phone', phone: '13800138000', code: '1234', agreed: false })).toEqual({
      agreed: 'validation.agreement.required',
    })
  })
  it('checks the e-mail (required) for an e-mail login, not the phone', () => {
    expect(validateLogin({ method: 'email', code: '', agreed: true })).toEqual({
      email: 'validation.email.required',
      code: 'validation.code.required',
    })
  })
})
