import { appointmentDisplay, isPendingAppointment, countPendingAppointments, appointmentActions } from '@/core/states/appointments'

const NOW_S = 1_746_061_200
const NOW = NOW_S * 1000
const base = { user_id: 'buyer', seller_user_id: 'seller', end: NOW_S + 3600 }

describe('appointmentDisplay', () => {
  it('maps each status to a key and tone', () => {
    expect(appointmentDisplay(0)).toEqual({ key: 'appointment.status.applying', tone: 'amber' })
    expect(appointmentDisplay(1)).toEqual({ key: 'appointment.status.accepted', tone: 'green' })
    expect(appointmentDisplay(2).key).toBe('appointment.status.ignored')
    expect(appointmentDisplay(3).key).toBe('appointment.status.cancelled')
    expect(appointmentDisplay(4).key).toBe('appointment.status.deleted')
  })
})

describe('pending appointments', () => {
  it('counts status 0 whose end is now or later', () => {
    expect(isPendingAppointment({ status: 0, end: NOW_S }, NOW)).toBe(true)
    expect(isPendingAppointment({ status: 0, end: NOW_S }, NOW + 1)).toBe(false)
    expect(isPendingAppointment({ status: 1, end: NOW_S + 10 }, NOW)).toBe(false)
  })
  it("counts only the seller's own", () => {
    const list = [
      { ...base, status: 0 as const },
      { ...base, status: 0 as const, seller_user_id: 'other' },
      { ...base, status: 0 as const, end: NOW_S - 1 },
      { ...base, status: 1 as const },
    ]
    expect(countPendingAppointments(list, 'seller', NOW)).toBe(1)
  })
})

describe('appointmentActions', () => {
  it('lets the seller accept or ignore a request and the requester retract it', () => {
    expect(appointmentActions({ ...base, status: 0 }, 'seller', NOW)).toEqual(['accept', 'ignore'])
    expect(appointmentActions({ ...base, status: 0 }, 'buyer', NOW)).toEqual(['cancel'])
  })
  it('lets either side cancel an accepted one before it ends', () => {
    expect(appointmentActions({ ...base, status: 1 }, 'seller', NOW)).toEqual(['cancel'])
    expect(appointmentActions({ ...base, status: 1 }, 'buyer', NOW)).toEqual(['cancel'])
  })
  it('offers only delete once over, ignored or cancelled', () => {
    expect(appointmentActions({ ...base, status: 0, end: NOW_S - 1 }, 'seller', NOW)).toEqual(['delete'])
    expect(appointmentActions({ ...base, status: 2 }, 'buyer', NOW)).toEqual(['delete'])
    expect(appointmentActions({ ...base, status: 3 }, 'seller', NOW)).toEqual(['delete'])
  })
  it('offers nothing on a deleted one or to a stranger', () => {
    expect(appointmentActions({ ...base, status: 4 }, 'buyer', NOW)).toEqual([])
    expect(appointmentActions({ ...base, status: 0 }, 'someone', NOW)).toEqual([])
  })
})
