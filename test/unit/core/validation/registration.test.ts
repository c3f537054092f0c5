import { DEFAULT_REGISTRATION_FIELDS, isRegistrationField, validateRegistration, type RegistrationInput } from '@/core/validation'

const q = (_id: string, type: string, required: 0 | 1 = 1) => ({ _id, type, required }) as RegistrationInput['questions'][number]
const NOW = Date.UTC(2026, 10, 22)

describe('validateRegistration', () => {
  const questions = [q('n', 'name'), q('p', 'phone'), q('e', 'email', 0), q('j', 'job', 0), q('i', 'id_number'), q('r', 'radio'), q('c', 'checkbox', 0), q('t', 'text')]
  const good: RegistrationInput = {
    questions,
    fields: { name: 'Ann', phone: '13800000001', email: '', job: '', id_number: '11010519491231002X' },
    answers: [{ question_id: 'r', options: ['o1'] }, { question_id: 't', value: 'hello' }],
    priceId: null,
    priceCount: 0,
    now: NOW,
  }

  it('accepts a complete form', () => {
    expect(validateRegistration(good)).toEqual({})
  })

  it('names each missing or wrong field by its type, and a custom question by its id', () => {
    expect(validateRegistration({ ...good, fields: {}, answers: [] })).toEqual({
      name: 'validation.required', phone: 'validation.phone.required', id_number: 'validation.idNumber.required', r: 'validation.required', t: 'validation.required',
    })
    expect(validateRegistration({ ...good, fields: { ...good.fields, phone: '12345', email: 'x@', id_number: '110105194912310021' } })).toEqual({
      phone: 'validation.phone.invalid', email: 'validation.email.invalid', id_number: 'validation.idNumber.invalid',
    })
  })

  it('accepts HK/Macao and Taiwan permits and residence permits as ID numbers', () => {
    for (const id of ['H12345678', 'M1234567890', '12345678', '810000199408230021']) {
      expect(validateRegistration({ ...good, fields: { ...good.fields, id_number: id } }).id_number).toBeUndefined()
    }
  })

  it('leaves optional fields alone when empty but checks them when filled', () => {
    const optional = [q('p', 'phone', 0), q('e', 'email', 0), q('i', 'id_number', 0)]
    expect(validateRegistration({ ...good, questions: optional, fields: {} })).toEqual({})
    expect(validateRegistration({ ...good, questions: optional, fields: { phone: '1' } })).toEqual({ phone: 'validation.phone.invalid' })
  })

  it('treats whitespace as empty and an empty option list as unanswered', () => {
    expect(validateRegistration({ ...good, answers: [{ question_id: 'r', options: [] }, { question_id: 't', value: '  ' }] })).toEqual({ r: 'validation.required', t: 'validation.required' })
  })

  it('requires a ticket type when there are ticket types', () => {
    expect(validateRegistration({ ...good, priceCount: 2 }).ticket).toBe('validation.ticket.required')
    expect(validateRegistration({ ...good, priceCount: 2, priceId: 'p1' }).ticket).toBeUndefined()
  })

  it('knows which question types are the registration fields', () => {
    expect(['name', 'phone', 'email', 'job', 'id_number'].every(isRegistrationField)).toBe(true)
    expect(isRegistrationField('radio')).toBe(false)
    expect(DEFAULT_REGISTRATION_FIELDS.map(f => f.type)).toEqual(['name', 'phone', 'email'])
  })
})
