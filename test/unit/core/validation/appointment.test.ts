import { validateAppointment, validateTimePick } from '@/core/validation/appointment'

const NOW_S = 1_746_061_200
const NOW = NOW_S * 1000
const good = { reason: 'Discuss a partnership', date: '2025-05-02', start: NOW_S + 3600, end: NOW_S + 5400 }

describe('validateAppointment', () => {
  it('passes a complete future appointment', () => {
    expect(validateAppointment(good, NOW)).toEqual({})
  })
  it('requires a reason', () => {
    expect(validateAppointment({ ...good, reason: '  ' }, NOW)).toEqual({ reason: 'validation.appointment.reason.required' })
  })
  it('asks for the date before the time', () => {
    expect(validateTimePick('')).toBe('validation.appointment.date.first')
    expect(validateTimePick('2025-05-02')).toBeNull()
    expect(validateAppointment({ reason: 'x', start: null, end: null }, NOW)).toEqual({
      date: 'validation.appointment.date.required',
      time: 'validation.appointment.date.first',
    })
    expect(validateAppointment({ ...good, start: null }, NOW).time).toBe('validation.appointment.time.required')
  })
  it('refuses start equal to end', () => {
    expect(validateAppointment({ ...good, end: good.start }, NOW).time).toBe('validation.appointment.time.same')
  })
  it('refuses an end before the start', () => {
    expect(validateAppointment({ ...good, end: good.start - 60 }, NOW).time).toBe('validation.appointment.time.endBeforeStart')
  })
  it('refuses a start exactly at now and accepts one second later', () => {
    expect(validateAppointment({ ...good, start: NOW_S }, NOW).time).toBe('validation.appointment.time.past')
    expect(validateAppointment({ ...good, start: NOW_S + 1 }, NOW).time).toBeUndefined()
  })
})
