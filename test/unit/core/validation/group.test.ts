import { findMemberClashes, validateGroupInfo, validateTicketChoice } from '@/core/validation/group'

describe('findMemberClashes', () => {
  it('finds nothing among distinct members', () => {
    expect(findMemberClashes([{ phone: '13800138000', email: 'a@x.com' }, { phone: '13800138001', email: 'b@x.com' }])).toEqual([])
  })
  it('names the members sharing a phone, treating no area code as 86', () => {
    const clashes = findMemberClashes([{ phone: '13800138000' }, { phone: '13800138001' }, { phone: '13800138000', area_code: '+86' }])
    expect(clashes).toEqual([{ field: 'phone', value: '86 13800138000', members: [0, 2], key: 'validation.group.duplicate.phone' }])
  })
  it('does not confuse the same number under another area code', () => {
    expect(findMemberClashes([{ phone: '61234567', area_code: '852' }, { phone: '61234567', area_code: '853' }])).toEqual([])
  })
  it('compares e-mails without case and IDs with x = X', () => {
    const clashes = findMemberClashes([
      { email: 'A@Example.com', id_number: '11010519491231002x' },
      { email: 'a@example.com', id_number: '11010519491231002X' },
    ])
    expect(clashes.map((c) => [c.field, c.members])).toEqual([
      ['email', [0, 1]],
      ['id_number', [0, 1]],
    ])
  })
  it('ignores empty values', () => {
    expect(findMemberClashes([{ email: '' }, { email: ' ' }, {}])).toEqual([])
  })
  it('reports three-way clashes once', () => {
    expect(findMemberClashes([{ id_number: 'H12345678' }, { id_number: 'H12345678' }, { id_number: 'H12345678' }])[0].members).toEqual([0, 1, 2])
  })
})

describe('validateGroupInfo', () => {
  it('passes complete info', () => {
    expect(validateGroupInfo({ name: 'ACME', contactPerson: 'Li', contactPhone: '13800138000' })).toEqual({})
  })
  it('requires name, contact person and a mainland mobile; e-mail valid if given', () => {
    expect(validateGroupInfo({ contactPhone: '12345', contactEmail: 'nope' })).toEqual({
      name: 'validation.group.name.required',
      contactPerson: 'validation.group.contactPerson.required',
      contactPhone: 'validation.phone.invalid',
      contactEmail: 'validation.email.invalid',
    })
  })
  it('refuses direction overrides and isolates in the names, as the server does; right-to-left marks are kept', () => {
    expect(validateGroupInfo({ name: 'Tour \u202egnp.exe', contactPerson: 'Li\u2066', contactPhone: '13800138000' })).toEqual({
      name: 'validation.name.directionControl',
      contactPerson: 'validation.name.directionControl',
    })
    expect(validateGroupInfo({ name: 'جولة\u200f', contactPerson: 'Li', contactPhone: '13800138000' })).toEqual({})
  })
})

describe('validateTicketChoice', () => {
  it('requires a ticket type', () => {
    expect(validateTicketChoice('', 1)).toEqual({ ticket: 'validation.ticket.required' })
  })
  it('accepts 1 up to the maximum and refuses 0, fractions and one over', () => {
    expect(validateTicketChoice('p1', 1, 5)).toEqual({})
    expect(validateTicketChoice('p1', 5, 5)).toEqual({})
    expect(validateTicketChoice('p1', 6, 5)).toEqual({ amount: 'validation.amount.invalid' })
    expect(validateTicketChoice('p1', 0)).toEqual({ amount: 'validation.amount.invalid' })
    expect(validateTicketChoice('p1', 1.5)).toEqual({ amount: 'validation.amount.invalid' })
    expect(validateTicketChoice('p1', 1000)).toEqual({})
  })
})
