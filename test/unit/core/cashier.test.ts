import { isDemoMethod, ORDER_TTL_MINUTES, orderDeadline, orderTimeLeft, payMethods } from '@/core'

describe('payMethods', () => {
  it('offers the demo channel, and only it, in a plain browser', () => {
    expect(payMethods('browser')).toEqual(['demo'])
  })
  it.each(['wechat', 'miniprogram', 'weapp'] as const)('offers WeChat Pay, and no demo, in %s', (environment) => {
    expect(payMethods(environment)).toEqual(['wechat'])
  })
  it('says which method charges no money', () => {
    expect(isDemoMethod('demo')).toBe(true)
    expect(isDemoMethod('wechat')).toBe(false)
  })
})

describe('orderDeadline', () => {
  const created = 1_795_000_000 // unix seconds

  it('takes the server\'s expires_at when the order carries it (seconds or milliseconds)', () => {
    expect(orderDeadline({ created, expires_at: created + 600 })).toBe((created + 600) * 1000)
    expect(orderDeadline({ created, expires_at: (created + 600) * 1000 })).toBe((created + 600) * 1000)
  })
  it('else counts the TTL from the order\'s created time (30 minutes unless told)', () => {
    expect(ORDER_TTL_MINUTES).toBe(30)
    expect(orderDeadline({ created })).toBe(created * 1000 + 30 * 60_000)
    expect(orderDeadline({ created }, 5)).toBe(created * 1000 + 5 * 60_000)
  })
  it('is NaN without either', () => {
    expect(orderDeadline({})).toBeNaN()
  })
})

describe('orderTimeLeft', () => {
  const deadline = 1_000_000_000

  it('shows minutes and seconds below an hour, with no days', () => {
    expect(orderTimeLeft(deadline, deadline - (29 * 60 + 59) * 1000)).toMatchObject({ clock: '29:59', expired: false, seconds: 1799, hours: 0, minutes: 29, secondsPart: 59 })
    expect(orderTimeLeft(deadline, deadline - 5000).clock).toBe('00:05')
  })
  it('adds hours from an hour up, never a day count', () => {
    expect(orderTimeLeft(deadline, deadline - 3_661_000).clock).toBe('1:01:01')
    expect(orderTimeLeft(deadline, deadline - 26 * 3_600_000).clock).toBe('26:00:00')
  })
  it('rounds a part second up, so 00:00 is only shown once expired', () => {
    expect(orderTimeLeft(deadline, deadline - 400)).toMatchObject({ seconds: 1, expired: false, clock: '00:01' })
  })
  it('is expired at and after the deadline', () => {
    expect(orderTimeLeft(deadline, deadline)).toMatchObject({ seconds: 0, expired: true, clock: '00:00' })
    expect(orderTimeLeft(deadline, deadline + 60_000)).toMatchObject({ seconds: 0, expired: true })
  })
  it('does not call an unknown deadline expired', () => {
    expect(orderTimeLeft(NaN, deadline)).toMatchObject({ expired: false, clock: '' })
  })
})
