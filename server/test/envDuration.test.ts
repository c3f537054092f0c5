/** Durations from the environment (server/lib/envDuration.ts): the order, hold and deletion windows an operator sets. */
import { durationFromEnv } from '../lib/envDuration'
import { orderTtlSeconds } from '../modules/orders/orderExpiry'
import { holdTtlSeconds } from '../modules/places/places'
import { deletionCoolingOffSeconds } from '../modules/my/accountDeletion'

/** An environment with just these variables (the project's ProcessEnv type names the build's own as required). */
const env = (vars: Record<string, string> = {}) => vars as unknown as NodeJS.ProcessEnv

test('unset or empty gives the default; a number is read in its unit, fractions allowed, never below a second', () => {
  expect(orderTtlSeconds(env())).toBe(30 * 60)
  expect(holdTtlSeconds(env({ FU_WAITLIST_HOLD_MINUTES: '' }))).toBe(30 * 60)
  expect(deletionCoolingOffSeconds(env())).toBe(7 * 86_400)
  expect(orderTtlSeconds(env({ FU_ORDER_TTL_MINUTES: '0.05' }))).toBe(3)
  expect(deletionCoolingOffSeconds(env({ FU_ACCOUNT_DELETION_DAYS: '2' }))).toBe(2 * 86_400)
  expect(durationFromEnv(env({ X: '0.001' }), 'X', 'minutes', 1)).toBe(1)
})

test('anything else stops the start, naming the variable and its unit', () => {
  expect(() => orderTtlSeconds(env({ FU_ORDER_TTL_MINUTES: 'half an hour' }))).toThrow('FU_ORDER_TTL_MINUTES must be a positive number of minutes, not "half an hour"')
  expect(() => holdTtlSeconds(env({ FU_WAITLIST_HOLD_MINUTES: '0' }))).toThrow('FU_WAITLIST_HOLD_MINUTES must be a positive number of minutes')
  expect(() => deletionCoolingOffSeconds(env({ FU_ACCOUNT_DELETION_DAYS: '-1' }))).toThrow('FU_ACCOUNT_DELETION_DAYS must be a positive number of days, not "-1"')
})
