/** SPEC §9: error and performance reports, sampled at 10 %, trimmed to what the server stores. */
import { errorReport, isSampledSession, reportKey, REPORT_SAMPLE_RATE, reportRoute, vitalReport } from '@/core/reports'

it('samples one session in ten', () => {
  expect(REPORT_SAMPLE_RATE).toBe(0.1)
  expect(isSampledSession(0)).toBe(true)
  expect(isSampledSession(0.0999)).toBe(true)
  expect(isSampledSession(0.1)).toBe(false)
  expect(isSampledSession(0.99)).toBe(false)
  // Over many draws, about 10 % of sessions report.
  let seed = 7
  const next = () => { seed = (seed * 16807) % 2147483647; return (seed - 1) / 2147483646 }
  const sampled = Array.from({ length: 10000 }, next).filter(isSampledSession).length
  expect(sampled).toBeGreaterThan(900)
  expect(sampled).toBeLessThan(1100)
})

it('reports the route without its query (it can hold personal ids)', () => {
  expect(reportRoute('/meeting/user?user_id=abc&meeting_id=m')).toBe('/meeting/user')
  expect(reportRoute('')).toBe('/')
})

it('turns any thrown value into an error report cut to the stored lengths', () => {
  const error = new TypeError('x is undefined')
  expect(errorReport(error, '/exhibit?x=1', 'm1')).toMatchObject({ kind: 'error', name: 'TypeError', message: 'x is undefined', route: '/exhibit', meeting_id: 'm1' })
  expect(errorReport('boom', '/')).toEqual({ kind: 'error', name: 'Error', message: 'boom', route: '/' })
  expect(errorReport({ code: 7 }, '/').message).toBe('{"code":7}')
  const long = new Error('m'.repeat(5000))
  long.stack = 's'.repeat(9000)
  const report = errorReport(long, '/')
  expect(report.message).toHaveLength(1000)
  expect(report.stack).toHaveLength(4000)
})

it('makes vital reports only of values the server takes', () => {
  expect(vitalReport('LCP', 1830.12345, '/exhibit')).toEqual({ kind: 'vital', name: 'LCP', value: 1830.123, route: '/exhibit' })
  expect(vitalReport('CLS', -1, '/')).toBeUndefined()
  expect(vitalReport('CLS', Number.NaN, '/')).toBeUndefined()
  expect(vitalReport('1bad', 1, '/')).toBeUndefined()
})

it('keys the same error on the same route alike, so it is sent once', () => {
  expect(reportKey(errorReport(new Error('a'), '/x?1'))).toBe(reportKey(errorReport(new Error('a'), '/x?2')))
  expect(reportKey(errorReport(new Error('a'), '/x'))).not.toBe(reportKey(errorReport(new Error('b'), '/x')))
})
