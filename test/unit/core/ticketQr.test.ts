import { parseTicketQr, ticketQrPayload } from '@/core/ticketQr'

const activity = '64b7f0c2a1e4d3b2c1a09f8e'
const other = '64b7f0c2a1e4d3b2c1a09f8f'

describe('ticketQrPayload', () => {
  it('encodes the activity and the code, and reads back to the same ticket', () => {
    const payload = ticketQrPayload(activity, '004213')
    expect(payload).toBe(`FU-T1.${activity.toUpperCase()}.004213`)
    // Upper case only: the QR alphanumeric set (0-9 A-Z $%*+-./: space) gives the smallest symbol.
    expect(payload).toMatch(/^[0-9A-Z$%*+\-./: ]+$/)
    expect(parseTicketQr(payload)).toEqual({ ok: true, lookup: { activityId: activity, code: '004213' } })
  })
})

describe('parseTicketQr', () => {
  it('prefers the activity inside a scanned payload over the one chosen on screen', () => {
    expect(parseTicketQr(`  ${ticketQrPayload(activity, '123456')}\n`, other)).toEqual({ ok: true, lookup: { activityId: activity, code: '123456' } })
  })

  it('takes a bare typed code with the activity chosen on screen', () => {
    expect(parseTicketQr(' 123456 ', other)).toEqual({ ok: true, lookup: { activityId: other, code: '123456' } })
  })

  it('asks for an activity when a bare code comes without one', () => {
    expect(parseTicketQr('123456')).toEqual({ ok: false, reason: 'needsActivity' })
    expect(parseTicketQr('123456', 'not-an-id')).toEqual({ ok: false, reason: 'needsActivity' })
  })

  it.each([
    [''],
    ['12345'],
    ['1234567'],
    ['abcdef'],
    ['https://example.com/ticket?code=123456'],
    [`FU-T1.${activity}.12345`],
    [`FU-T1.${activity}.123456.extra`],
    ['FU-T1.nothex.123456'],
    [`FU-T2.${activity}.123456`],
    [`FU-T1.${activity}.123456`.replace('FU-T1', 'fu-t9')],
    ['eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiMSJ9.c2ln'],
  ])('refuses %j', (text) => {
    expect(parseTicketQr(text, activity)).toEqual({ ok: false, reason: 'unknown' })
  })
})
