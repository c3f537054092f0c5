import {
  canEditExhibitorApplication, exhibitorApplicationDisplay, validateBoothArea, validateExhibitorApplication,
  type ExhibitorApplicationForm,
} from '@/core'

const valid: ExhibitorApplicationForm = {
  company: '星海智能科技', contact_name: '陈晓', phone: '13912345678', email: '',
  category_id: '661500000000000000002301', booth_type: 'standard', booth_area: '18', note: '',
}

describe('validateExhibitorApplication (SPEC §5)', () => {
  it('accepts a complete application; e-mail and booth wishes may stay empty', () => {
    expect(validateExhibitorApplication(valid)).toEqual({})
  })

  it('names every missing field with its own message', () => {
    expect(validateExhibitorApplication({ company: ' ', contact_name: '', phone: '', category_id: '', booth_type: '', booth_area: '' })).toEqual({
      company: 'validation.exhibitorApply.company.required',
      contact_name: 'validation.exhibitorApply.contact.required',
      phone: 'validation.phone.required',
      category_id: 'validation.exhibitorApply.category.required',
      booth_type: 'validation.exhibitorApply.boothType.required',
      booth_area: 'validation.exhibitorApply.area.required',
    })
  })

  it('checks the phone as a mainland mobile and the e-mail when given', () => {
    expect(validateExhibitorApplication({ ...valid, phone: '021-5555' }).phone).toBe('validation.phone.invalid')
    expect(validateExhibitorApplication({ ...valid, email: 'chen@' }).email).toBe('validation.email.invalid')
    expect(validateExhibitorApplication({ ...valid, email: 'chen@xinghai.example' }).email).toBeUndefined()
  })

  it('limits the company name, the contact and the booth wishes (500 characters, a CJK character counting one)', () => {
    expect(validateExhibitorApplication({ ...valid, company: '星'.repeat(101) }).company).toBe('validation.text.tooLong')
    expect(validateExhibitorApplication({ ...valid, company: '星'.repeat(100) }).company).toBeUndefined()
    expect(validateExhibitorApplication({ ...valid, contact_name: 'x'.repeat(41) }).contact_name).toBe('validation.text.tooLong')
    expect(validateExhibitorApplication({ ...valid, note: '长'.repeat(500) }).note).toBeUndefined()
    expect(validateExhibitorApplication({ ...valid, note: '长'.repeat(501) }).note).toBe('validation.text.tooLong')
  })
})

describe('validateBoothArea', () => {
  it('takes standard booths in whole 9 m² units', () => {
    expect(validateBoothArea('standard', 9)).toBeNull()
    expect(validateBoothArea('standard', '36')).toBeNull()
    expect(validateBoothArea('standard', 20)).toBe('validation.exhibitorApply.area.standardUnit')
  })

  it('takes raw space from 36 m², in any whole number', () => {
    expect(validateBoothArea('raw', 27)).toBe('validation.exhibitorApply.area.rawMinimum')
    expect(validateBoothArea('raw', 37)).toBeNull()
  })

  it('refuses what is not a whole number from 1 to 1000', () => {
    for (const area of ['0', '-9', '9.5', 'nine', '1001']) expect(validateBoothArea('raw', area)).toBe('validation.exhibitorApply.area.invalid')
    expect(validateBoothArea('raw', ' ')).toBe('validation.exhibitorApply.area.required')
  })
})

describe('the application state', () => {
  it('is under review (amber), approved (green) or not accepted (red)', () => {
    expect(exhibitorApplicationDisplay(0)).toEqual({ key: 'exhibitorApply.status.reviewing', tone: 'amber' })
    expect(exhibitorApplicationDisplay(1)).toEqual({ key: 'exhibitorApply.status.approved', tone: 'green' })
    expect(exhibitorApplicationDisplay(2)).toEqual({ key: 'exhibitorApply.status.rejected', tone: 'red' })
  })

  it('may be changed until it is approved', () => {
    expect(canEditExhibitorApplication(0)).toBe(true)
    expect(canEditExhibitorApplication(2)).toBe(true)
    expect(canEditExhibitorApplication(1)).toBe(false)
  })
})
