import {
  registrationState,
  canResubmitAnswers,
  resubmitDialogKey,
  agentSignupDialogKey,
  isDeadlinePassed,
  isActivityFull,
  isSourceFull,
  registrationStateDisplay,
} from '@/core/registration'

const NOW_S = 1_746_061_200 // seconds
const NOW = NOW_S * 1000 // ms
const open = { deadline: 0, registration_start: 0, ticket_total: 0, max: 0 }

describe('registrationState', () => {
  it('is ongoing for an open activity with room', () => {
    expect(registrationState({ ...open, max: 10, ticket_total: 9 }, { now: NOW })).toEqual({ state: 'ongoing', dialogKey: null })
  })

  it('is not started one second before registration_start, ongoing exactly at it', () => {
    expect(registrationState({ ...open, registration_start: NOW_S + 1 }, { now: NOW })).toEqual({
      state: 'not_started',
      dialogKey: 'activity.register.notStart',
    })
    expect(registrationState({ ...open, registration_start: NOW_S }, { now: NOW }).state).toBe('ongoing')
  })

  it('is ended exactly at the deadline and ongoing one ms before', () => {
    expect(registrationState({ ...open, deadline: NOW_S }, { now: NOW })).toEqual({
      state: 'ended',
      dialogKey: 'dialog.activity_deadline.title',
    })
    expect(registrationState({ ...open, deadline: NOW_S }, { now: NOW - 1 }).state).toBe('ongoing')
  })

  it('reads a 13-digit deadline as milliseconds', () => {
    expect(registrationState({ ...open, deadline: NOW + 1 }, { now: NOW }).state).toBe('ongoing')
    expect(registrationState({ ...open, deadline: NOW - 1 }, { now: NOW }).state).toBe('ended')
  })

  it('never ends with deadline 0', () => {
    expect(registrationState(open, { now: Number.MAX_SAFE_INTEGER }).state).toBe('ongoing')
  })

  it('is full exactly when ticket_total reaches max', () => {
    expect(registrationState({ ...open, max: 10, ticket_total: 10 }, { now: NOW })).toEqual({ state: 'full', dialogKey: 'signup.failed.max' })
  })

  it('treats max 0 as unlimited', () => {
    expect(registrationState({ ...open, max: 0, ticket_total: 5000 }, { now: NOW }).state).toBe('ongoing')
  })

  it("is full when the visitor's source reaches its own max", () => {
    expect(registrationState(open, { now: NOW, source: { max: 3, signup_total: 3 } }).state).toBe('full')
    expect(registrationState(open, { now: NOW, source: { max: 3, signup_total: 2 } }).state).toBe('ongoing')
    expect(registrationState(open, { now: NOW, source: { max: 0, signup_total: 99 } }).state).toBe('ongoing')
  })

  it("reports the visitor's own ticket before anything else", () => {
    const closed = { ...open, deadline: NOW_S - 10, max: 1, ticket_total: 1 }
    expect(registrationState(closed, { now: NOW, myTicket: { status: 0 } })).toEqual({ state: 'under_review', dialogKey: null })
    expect(registrationState(closed, { now: NOW, myTicket: { status: 2 } }).state).toBe('rejected')
    expect(registrationState(closed, { now: NOW, myTicket: { status: 1 } }).state).toBe('registered')
    expect(registrationState(closed, { now: NOW, myTicket: { status: 3 } }).state).toBe('registered')
  })

  it('says not started before ended or full', () => {
    const all = { deadline: NOW_S - 1, registration_start: NOW_S + 1, max: 1, ticket_total: 1 }
    expect(registrationState(all, { now: NOW }).state).toBe('not_started')
    expect(registrationState({ ...all, registration_start: 0 }, { now: NOW }).state).toBe('ended')
  })
})

describe('helpers', () => {
  it('isDeadlinePassed at the boundary', () => {
    expect(isDeadlinePassed({ deadline: NOW_S }, NOW)).toBe(true)
    expect(isDeadlinePassed({ deadline: NOW_S }, NOW - 1)).toBe(false)
  })
  it('isActivityFull / isSourceFull one below the limit', () => {
    expect(isActivityFull({ max: 2, ticket_total: 1 })).toBe(false)
    expect(isSourceFull({ max: 2, signup_total: 1 })).toBe(false)
    expect(isSourceFull({ max: 2, signup_total: 2 })).toBe(true)
  })
})

describe('canResubmitAnswers', () => {
  it('allows before the deadline when enable_resubmit_answer is 1', () => {
    expect(canResubmitAnswers({ deadline: NOW_S, enable_resubmit_answer: 1 }, NOW - 1)).toBe(true)
  })
  it('refuses exactly at the deadline', () => {
    expect(canResubmitAnswers({ deadline: NOW_S, enable_resubmit_answer: 1 }, NOW)).toBe(false)
  })
  it('allows with no deadline when enable_resubmit_answer is 1', () => {
    expect(canResubmitAnswers({ deadline: 0, enable_resubmit_answer: 1 }, NOW)).toBe(true)
  })
  it('refuses when enable_resubmit_answer is not 1', () => {
    expect(canResubmitAnswers({ deadline: NOW_S + 100, enable_resubmit_answer: 0 }, NOW)).toBe(false)
  })
  it('allows after the deadline when enable_deadline_answer is 1', () => {
    expect(canResubmitAnswers({ deadline: NOW_S - 100, enable_resubmit_answer: 0, enable_deadline_answer: 1 }, NOW)).toBe(true)
  })
})

describe('resubmitDialogKey', () => {
  it('names why a resubmission is refused', () => {
    expect(resubmitDialogKey({ deadline: 0, enable_resubmit_answer: 0 }, NOW)).toBe('activity_disable_resubmit')
    expect(resubmitDialogKey({ deadline: NOW_S, enable_resubmit_answer: 1 }, NOW)).toBe('activity_deadline')
    expect(resubmitDialogKey({ deadline: NOW_S, enable_resubmit_answer: 1 }, NOW - 1)).toBeNull()
  })
})

describe('agentSignupDialogKey', () => {
  it('asks for group info first', () => {
    expect(agentSignupDialogKey({ infoComplete: false, memberCount: 1, maxMembers: 5 })).toBe('activity.agentSignup.requireInfo')
  })
  it('allows exactly the maximum and refuses one more', () => {
    expect(agentSignupDialogKey({ infoComplete: true, memberCount: 5, maxMembers: 5 })).toBeNull()
    expect(agentSignupDialogKey({ infoComplete: true, memberCount: 6, maxMembers: 5 })).toBe('activity.agentSignup.exceed')
  })
  it('has no maximum when it is 0', () => {
    expect(agentSignupDialogKey({ infoComplete: true, memberCount: 600, maxMembers: 0 })).toBeNull()
  })
})

describe('registrationStateDisplay', () => {
  it('gives every state its own activity.state key and a tone', () => {
    const states = ['not_started', 'ongoing', 'ended', 'full', 'under_review', 'rejected', 'registered'] as const
    for (const state of states) expect(registrationStateDisplay(state).key).toBe(`activity.state.${state}`)
    expect(registrationStateDisplay('ongoing').tone).toBe('green')
    expect(registrationStateDisplay('full').tone).toBe('red')
    expect(registrationStateDisplay('ended').tone).toBe('grey')
    expect(registrationStateDisplay('under_review').tone).toBe('amber')
  })
})
