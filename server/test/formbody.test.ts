/** Query strings and form bodies into nested objects (http/formbody.ts, SPEC §7), in linear time (issue 26 F1). */
import { startTestServer, type TestServer } from '../../test/support/server'
import { parseFormBody, parseNested } from '../http/formbody'

test('plain keys, encoded values, nested keys, lists and JSON values', () => {
  expect(parseNested('meeting_id=660100000000000000000001&limit=999&with_hls=1')).toEqual({ meeting_id: '660100000000000000000001', limit: '999', with_hls: '1' })
  expect(parseNested('keyword=%E6%98%9F%E6%B2%B3&name=Lin+Fang&flag')).toEqual({ keyword: '星河', name: 'Lin Fang', flag: '' })
  expect(parseNested('a[b]=1&list[0][x]=2&tags[]=p&tags[]=q&a%5Bc%5D=3')).toEqual({ a: { b: '1', c: '3' }, list: [{ x: '2' }], tags: ['p', 'q'] })
  expect(parseNested('a=1&a=2')).toEqual({ a: ['1', '2'] })
  expect(parseNested('members=%5B%7B%22id%22%3A1%7D%5D')).toEqual({ members: [{ id: 1 }] })
  // A broken escape decodes as browsers decode it (URLSearchParams): the bytes that make no character become U+FFFD.
  expect(parseNested('bad=%E0%A4%A')).toEqual({ bad: '\uFFFD%A' })
})

test('never writes to a prototype', () => {
  const parsed = parseNested('__proto__=x&constructor[prototype][polluted]=1&a[__proto__][polluted]=1&ok=1')
  expect(parsed).toEqual({ ok: '1' })
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
  // A key named like an inherited method is a key like any other.
  expect(parseNested('toString=1&toString=2&a[hasOwnProperty]=3')).toEqual({ toString: ['1', '2'], a: { hasOwnProperty: '3' } })
})

test('40 000 repeated keys parse in linear time; a form body past 1 000 fields is refused', () => {
  const repeated = Array.from({ length: 40_000 }, () => 'a=1').join('&')
  let started = performance.now()
  expect((parseNested(repeated).a as string[]).length).toBe(40_000)
  // Copying the list per key took 9–10 s here; linear parsing takes a few milliseconds.
  expect(performance.now() - started).toBeLessThan(500)
  started = performance.now()
  expect(() => parseFormBody(repeated)).toThrow('at most 1000 fields')
  expect(performance.now() - started).toBeLessThan(100)
  expect(parseFormBody(Array.from({ length: 1000 }, (_, i) => `k${i}=v`).join('&')).k999).toBe('v')
})

describe('over HTTP', () => {
  let server: TestServer
  beforeAll(async () => { server = await startTestServer() }, 120_000)
  afterAll(() => server?.stop())

  const post = (body: string) => fetch(`${server.apiUrl}/texts/code/v2`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })

  it('answers the 40 000-key body (280 KB) with a 4xx at once, and keeps answering others', async () => {
    const body = Array.from({ length: 40_000 }, (_, i) => `phone${i % 10}=1`).join('&')
    expect(body.length).toBeGreaterThan(270_000)
    await post('phone=not-a-phone') // the server's first request warms its code paths
    const started = performance.now()
    const res = await post(body)
    const took = performance.now() - started
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(took).toBeLessThan(100)
    expect((await fetch(`${server.apiUrl}/meetings`)).status).toBeLessThan(500)
  })

  it('refuses more than 1 000 fields, and a form body over 128 KB, with a clear message', async () => {
    const many = await post(Array.from({ length: 1001 }, (_, i) => `k${i}=1`).join('&'))
    expect(many.status).toBe(400)
    expect(await many.json()).toMatchObject({ code: 4220, message: 'body: a form may carry at most 1000 fields' })
    const big = await post(`phone=${'1'.repeat(130 * 1024)}`)
    expect(big.status).toBe(413)
    expect((await big.json()).code).toBe(4220)
    // A normal form still reaches the route (its own validation answers).
    expect((await post('phone=not-a-phone')).status).toBe(400)
  })
})
