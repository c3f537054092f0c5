import { connectionApplicationDisplay, connectionApplicationActions } from '@/core/states/connections'

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
