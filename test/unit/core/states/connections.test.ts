import { connectionApplicationDisplay, connectionApplicationActions, connectionRelation } from '@/core/states/connections'

describe('connection applications', () => {
  it('shows each status', () => {
    expect(connectionApplicationDisplay('submitted')).toEqual({ key: 'connection.status.submitted', tone: 'amber' })
    expect(connectionApplicationDisplay('accepted')).toEqual({ key: 'connection.status.accepted', tone: 'green' })
    expect(connectionApplicationDisplay('ignored').tone).toBe('grey')
    expect(connectionApplicationDisplay('cancelled').key).toBe('connection.status.cancelled')
  })
  const app = { user_id: 'me', friend_id: 'you' }
  it('lets the applicant cancel and the recipient accept or ignore a submitted one', () => {
    expect(connectionApplicationActions({ ...app, status: 'submitted' }, 'me')).toEqual(['cancel'])
    expect(connectionApplicationActions({ ...app, status: 'submitted' }, 'you')).toEqual(['accept', 'ignore'])
    expect(connectionApplicationActions({ ...app, status: 'submitted' }, 'them')).toEqual([])
  })
  it('freezes once decided', () => {
    for (const status of ['accepted', 'ignored', 'cancelled'] as const) {
      expect(connectionApplicationActions({ ...app, status }, 'you')).toEqual([])
    }
  })
})

describe('where I stand with a person', () => {
  const base = { isSelf: false, specialIdentity: false }
  it('is friends when the server says so or an application either way was accepted, even for special identities', () => {
    expect(connectionRelation({ ...base, sent: { status: 'accepted' } })).toBe('friends')
    expect(connectionRelation({ ...base, received: { status: 'accepted' }, specialIdentity: true })).toBe('friends')
    expect(connectionRelation({ ...base, friends: true, sent: { status: 'cancelled' } })).toBe('friends')
  })
  it('is pending while my request is submitted, and mine to answer when theirs is', () => {
    expect(connectionRelation({ ...base, sent: { status: 'submitted' }, received: { status: 'submitted' } })).toBe('requested')
    expect(connectionRelation({ ...base, received: { status: 'submitted' } })).toBe('incoming')
  })
  it('offers an exchange after a cancelled or ignored request, unless either of us is a special identity', () => {
    expect(connectionRelation({ ...base, sent: { status: 'cancelled' }, received: { status: 'ignored' } })).toBe('none')
    expect(connectionRelation({ ...base, specialIdentity: true })).toBe('unavailable')
    expect(connectionRelation({ ...base, isSelf: true, specialIdentity: true })).toBe('self')
  })
})
