import { CHECK_IN_OPENS_BEFORE, checkInTiming, checkInWindow, credentialCode, credentialQrPayload, hasWechatCredential, venueCheckInDisplay, venueCheckInRefusal, venueCheckInState } from '@/core'

describe('venue check-in state (SPEC §4: check-in turns an approved ticket into 3)', () => {
  const now = 1_800_000_000
  it('a checked-in ticket wins, then an approved one, then under review, then rejected; none is not registered', () => {
    expect(venueCheckInState([{ status: 2 }, { status: 3 }, { status: 1 }], now + 1, now)).toBe('checkedIn')
    expect(venueCheckInState([{ status: 2 }, { status: 1 }], now + 1, now)).toBe('ready')
    expect(venueCheckInState([{ status: 2 }, { status: 0 }], now + 1, now)).toBe('underReview')
    expect(venueCheckInState([{ status: 2 }], now + 1, now)).toBe('notApproved')
    expect(venueCheckInState([], now + 1, now)).toBe('notRegistered')
  })
  it('a group member ticket an agent bought is not the caller\'s to check in', () => {
    expect(venueCheckInState([{ status: 1, agent_id: 'a'.repeat(24) }], now + 1, now)).toBe('notRegistered')
  })
  it('an approved ticket after the activity ended cannot check in; a checked-in one still says so', () => {
    expect(venueCheckInState([{ status: 1 }], now - 1, now)).toBe('ended')
    expect(venueCheckInState([{ status: 3 }], now - 1, now)).toBe('checkedIn')
    expect(venueCheckInState([{ status: 1 }], 0, now)).toBe('ready')
  })
  it('check-in opens 30 minutes before the start and closes at the end', () => {
    const start = now + 3600
    expect(CHECK_IN_OPENS_BEFORE).toBe(1800)
    expect(checkInWindow(start, start + 7200)).toEqual({ opens: start - 1800, closes: start + 7200 })
    expect(checkInTiming(start, start + 7200, start - 1801)).toBe('notOpen')
    expect(checkInTiming(start, start + 7200, start - 1800)).toBe('open')
    expect(checkInTiming(start, start + 7200, start + 7200)).toBe('open')
    expect(checkInTiming(start, start + 7200, start + 7201)).toBe('closed')
    // Unknown times bound nothing.
    expect(checkInTiming(0, 0, now)).toBe('open')
  })
  it('an approved ticket before the window is not open yet; inside it, ready', () => {
    expect(venueCheckInState([{ status: 1 }], now + 7200, now, now + 3600)).toBe('notOpen')
    expect(venueCheckInState([{ status: 1 }], now + 7200, now, now + 1200)).toBe('ready')
    expect(venueCheckInState([{ status: 3 }], now + 7200, now, now + 3600)).toBe('checkedIn')
    expect(venueCheckInState([{ status: 0 }], now + 7200, now, now + 3600)).toBe('underReview')
  })
  it('reads a refusal by its code', () => {
    expect(venueCheckInRefusal(4116, undefined)).toBe('notRegistered')
    expect(venueCheckInRefusal(4150, { status: 3 })).toBe('checkedIn')
    expect(venueCheckInRefusal(4151, { status: 0 })).toBe('underReview')
    expect(venueCheckInRefusal(4151, { status: 2 })).toBe('notApproved')
    expect(venueCheckInRefusal(4152, {})).toBe('ended')
    expect(venueCheckInRefusal(4153, { opens: now })).toBe('notOpen')
    expect(venueCheckInRefusal(4030, {})).toBeUndefined()
  })
  it('shows each state in its tone', () => {
    expect(venueCheckInDisplay('checkedIn')).toEqual({ key: 'mine.checkin.state.checkedIn', tone: 'green' })
    expect(venueCheckInDisplay('underReview').tone).toBe('amber')
    expect(venueCheckInDisplay('notOpen')).toEqual({ key: 'mine.checkin.state.notOpen', tone: 'amber' })
    expect(venueCheckInDisplay('notApproved').tone).toBe('red')
    expect(venueCheckInDisplay('notRegistered').tone).toBe('grey')
  })
})

describe('meeting credential pass', () => {
  const meeting = '6601000000000000000000aa'
  const credential = '66a0000000000000deadbeef'
  it('encodes the meeting and the credential id in upper case, never a token', () => {
    expect(credentialQrPayload(meeting, credential)).toBe('FU-C1.6601000000000000000000AA.66A0000000000000DEADBEEF')
    expect(credentialQrPayload('nope', credential)).toBe('')
  })
  it('prints the last eight characters as a short code', () => {
    expect(credentialCode(credential)).toBe('DEAD-BEEF')
  })
  it('knows whether the WeChat identity of the meeting\'s app is on file', () => {
    expect(hasWechatCredential([{ app_id: 'wx1' }], 'wx1')).toBe(true)
    expect(hasWechatCredential([{ app_id: 'wx2' }], 'wx1')).toBe(false)
    expect(hasWechatCredential([{ app_id: 'wx1' }], undefined)).toBe(false)
  })
})
