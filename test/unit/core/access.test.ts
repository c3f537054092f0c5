import { accessDecision, canGuestViewMeeting } from '@/core/access'

const open = { limits: { type: 0 }, allow_guest_view: 1 as const }
const closed = { limits: { type: 1 }, allow_guest_view: 1 as const }
const noGuests = { limits: { type: 0 }, allow_guest_view: 0 as const }

describe('guest viewing (SPEC §6)', () => {
  it('needs limits.type 0 and allow_guest_view 1', () => {
    expect(canGuestViewMeeting(open)).toBe(true)
    expect(canGuestViewMeeting(closed)).toBe(false)
    expect(canGuestViewMeeting(noGuests)).toBe(false)
  })

  it('decides a visit by the route rule, the session and the meeting', () => {
    expect(accessDecision('public', { loggedIn: false })).toBe('allow')
    expect(accessDecision('login', { loggedIn: false, meeting: open })).toBe('login')
    expect(accessDecision('login', { loggedIn: true })).toBe('allow')
    expect(accessDecision('meeting', { loggedIn: false, meeting: open })).toBe('allow')
    expect(accessDecision('meeting', { loggedIn: false, meeting: closed })).toBe('login')
    expect(accessDecision('meeting', { loggedIn: false, meeting: null })).toBe('wait')
    expect(accessDecision('meeting', { loggedIn: false, meeting: null, meetingFailed: true })).toBe('allow')
  })
})
