import {
  idCheckDigit,
  isMainlandIdNumber,
  isResidencePermitNumber,
  isValidBirthDate,
  idDocumentKind,
  validateIdNumber,
} from '@/core/validation/idNumbers'

describe('mainland ID number', () => {
  it('accepts valid numbers, including an X check digit in either case', () => {
    expect(isMainlandIdNumber('11010519491231002X')).toBe(true)
    expect(isMainlandIdNumber('11010519491231002x')).toBe(true)
    expect(isMainlandIdNumber('440304199001011233')).toBe(true)
  })
  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idCheckDigit('11010519491231002')).toBe('X')
    expect(idCheckDigit('44030419900101123')).toBe('3')
  })
  it('rejects a wrong check digit', () => {
    expect(isMainlandIdNumber('110105194912310021')).toBe(false)
    expect(isMainlandIdNumber('440304199001011234')).toBe(false)
  })
  it('rejects 17 and 19 characters and 15-digit old numbers', () => {
    expect(isMainlandIdNumber('11010519491231002')).toBe(false)
    expect(isMainlandIdNumber('11010519491231002X1')).toBe(false)
    expect(isMainlandIdNumber('110105491231002')).toBe(false)
  })
  it('rejects an impossible birth date even with a matching check digit', () => {
    expect(isMainlandIdNumber('110105190002290017')).toBe(false) // 1900-02-29: 1900 is not a leap year
    expect(isMainlandIdNumber('110105200002290013')).toBe(true) // 2000-02-29 is real
  })
  it('rejects a birth date after now when now is given', () => {
    const id = '110105202501010011' // born 2025-01-01
    expect(isMainlandIdNumber(id, Date.UTC(2024, 11, 31))).toBe(false)
    expect(isMainlandIdNumber(id, Date.UTC(2025, 0, 1))).toBe(true)
  })
  it('rejects an unknown province prefix', () => {
    // 99 is no province; the check digit is right for these 17 digits.
    const body = '99010519491231002'
    expect(isMainlandIdNumber(body + idCheckDigit(body))).toBe(false)
  })
})

describe('isValidBirthDate', () => {
  it('checks real calendar dates', () => {
    expect(isValidBirthDate('19800229')).toBe(true)
    expect(isValidBirthDate('19810229')).toBe(false)
    expect(isValidBirthDate('19801301')).toBe(false)
    expect(isValidBirthDate('18991231')).toBe(false)
  })
})

describe('Hong Kong / Macao / Taiwan residents', () => {
  it('accepts residence permits with prefix 810000 / 820000 / 830000 and a right check digit', () => {
    expect(isResidencePermitNumber('810000199408230021')).toBe(true)
    expect(isResidencePermitNumber('820000198511200039')).toBe(true)
    expect(isResidencePermitNumber('830000198002290015')).toBe(true)
    expect(isResidencePermitNumber('810000199408230022')).toBe(false)
    expect(idDocumentKind('810000199408230021')).toBe('hmt_residence_permit')
  })
  it('does not take a residence permit for a mainland ID', () => {
    expect(isMainlandIdNumber('810000199408230021')).toBe(false)
  })
  it('needs the whole 6-digit prefix, not just 81', () => {
    const body = '81010019940823002'
    expect(isResidencePermitNumber(body + idCheckDigit(body))).toBe(false)
  })
  it('accepts Home Return Permits (H/M + 8 or 10 digits)', () => {
    expect(idDocumentKind('H12345678')).toBe('hk_macao_permit')
    expect(idDocumentKind('m1234567890')).toBe('hk_macao_permit')
    expect(idDocumentKind('H1234567')).toBeNull()
    expect(idDocumentKind('X12345678')).toBeNull()
  })
  it('accepts Taiwan Mainland Travel Permits (8 or 10 digits)', () => {
    expect(idDocumentKind('12345678')).toBe('taiwan_permit')
    expect(idDocumentKind('1234567890')).toBe('taiwan_permit')
    expect(idDocumentKind('123456789')).toBeNull()
  })
})

describe('validateIdNumber', () => {
  it('names missing and invalid', () => {
    expect(validateIdNumber('')).toBe('validation.idNumber.required')
    expect(validateIdNumber('', { required: false })).toBeNull()
    expect(validateIdNumber('110105194912310021')).toBe('validation.idNumber.invalid')
    expect(validateIdNumber(' 11010519491231002X ')).toBeNull()
  })
})
