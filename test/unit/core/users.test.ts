import { userId, idOf, hasEmail, hasIndustry, avatarOf, personLabel, personName, personWork } from '@/core/users'

describe('userId', () => {
  it('reads a plain _id', () => {
    expect(userId({ _id: '65f0c0ffee' })).toBe('65f0c0ffee')
  })
  it('reads _id.$id', () => {
    expect(userId({ _id: { $id: '65f0c0ffee' } })).toBe('65f0c0ffee')
  })
  it('is undefined without a user or an id', () => {
    expect(userId(null)).toBeUndefined()
    expect(idOf({ $id: '' })).toBeUndefined()
  })
})

describe('hasEmail', () => {
  it('is true only when contact.email is set', () => {
    expect(hasEmail({ contact: { email: 'a@example.com' } })).toBe(true)
    expect(hasEmail({ contact: { email: '' } })).toBe(false)
    expect(hasEmail({ contact: {} })).toBe(false)
    expect(hasEmail({})).toBe(false)
  })
})

describe('hasIndustry', () => {
  it('is true only when industries is non-empty', () => {
    expect(hasIndustry({ industries: ['i1'] })).toBe(true)
    expect(hasIndustry({ industries: [] })).toBe(false)
    expect(hasIndustry({})).toBe(false)
  })
})

describe('avatarOf', () => {
  it('falls back to the default avatar when missing or blank', () => {
    expect(avatarOf({ avatar: 'https://a.example/me.png' }, 'default.png')).toBe('https://a.example/me.png')
    expect(avatarOf({ avatar: '' }, 'default.png')).toBe('default.png')
    expect(avatarOf({}, 'default.png')).toBe('default.png')
    expect(avatarOf(undefined, 'default.png')).toBe('default.png')
  })
})

describe('personLabel (issue 25: people with names)', () => {
  it('gives the name with title and company, so two people of the same name differ', () => {
    expect(personLabel({ username: 'Lin Fang', work: { title: 'Buyer', company: 'Harbour Solar' } }, 'Visitor')).toBe('Lin Fang · Buyer · Harbour Solar')
    expect(personLabel({ username: 'Lin Fang', work: { company: 'Delta Grid' } }, 'Visitor')).toBe('Lin Fang · Delta Grid')
    expect(personLabel({ username: ' Lin Fang ', work: { title: ' ', company: '' } }, 'Visitor')).toBe('Lin Fang')
  })
  it('gives the neutral word for someone unnamed (null, blank, missing), with their work beside it', () => {
    expect(personLabel({ username: null, work: { company: 'Delta Grid' } }, '访客')).toBe('访客 · Delta Grid')
    expect(personLabel({ username: '  ' }, 'Visitor')).toBe('Visitor')
    expect(personLabel(undefined, '来場者')).toBe('来場者')
    expect(personName({ username: null, work: { company: 'Delta Grid' } }, '방문자')).toBe('방문자')
    expect(personWork({ work: { title: 'CTO', company: null } })).toBe('CTO')
  })
})
