/** Query strings and form bodies into nested objects (lib/formbody.ts, SPEC §7). */
import { parseNested } from '../lib/formbody'

test('plain keys, encoded values, nested keys, lists and JSON values', () => {
  expect(parseNested('meeting_id=660100000000000000000001&limit=999&with_hls=1')).toEqual({ meeting_id: '660100000000000000000001', limit: '999', with_hls: '1' })
  expect(parseNested('keyword=%E6%98%9F%E6%B2%B3&name=Lin+Fang&flag')).toEqual({ keyword: '星河', name: 'Lin Fang', flag: '' })
  expect(parseNested('a[b]=1&list[0][x]=2&tags[]=p&tags[]=q&a%5Bc%5D=3')).toEqual({ a: { b: '1', c: '3' }, list: [{ x: '2' }], tags: ['p', 'q'] })
  expect(parseNested('a=1&a=2')).toEqual({ a: ['1', '2'] })
  expect(parseNested('members=%5B%7B%22id%22%3A1%7D%5D')).toEqual({ members: [{ id: 1 }] })
  expect(parseNested('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' })
})

test('never writes to a prototype', () => {
  const parsed = parseNested('__proto__=x&constructor[prototype][polluted]=1&a[__proto__][polluted]=1&ok=1')
  expect(parsed).toEqual({ ok: '1' })
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
  // A key named like an inherited method is a key like any other.
  expect(parseNested('toString=1&toString=2&a[hasOwnProperty]=3')).toEqual({ toString: ['1', '2'], a: { hasOwnProperty: '3' } })
})
