/**
 * The `signature` header: one scheme (src/core/signature.ts) signed by http.ts and checked by the reference server.
 * A request changed in transit after it was signed is refused with 4014, and the change does not happen.
 */
import crypto from 'node:crypto'
import { ApiError } from '@/api/http'
import { canonicalRequest, requestSignature, requestSignatureBy } from '@/core/signature'
import { fetchUser, followAgenda, updateProfile } from '@/api/users'
import { listTickets } from '@/api/tickets'
import { ErrorCode } from '@fu-types/errors'
import type { TransportRequest } from '@/platform'
import { fetchTransport } from '../../support/fakePlatform'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginNewUser, SEED_IDS, type Harness } from './harness'

let server: TestServer
let h: Harness
/** What a "proxy" does to each request after the client signed it; identity by default. */
let tamper: (req: TransportRequest) => TransportRequest
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(async () => {
  tamper = req => req
  h = connect(server)
  h.platform.request = req => fetchTransport(tamper(req))
  await loginNewUser(server, h)
})

const parts = { method: 'GET', url: 'http://h/fu/api/tickets?b=2&a=%E4%B8%AD', body: '', deviceId: 'dev-1', timestamp: 1767225600000 }

describe('the scheme', () => {
  it('signs method, decoded path, sorted decoded query, body digest, time and device; never the token', () => {
    expect(canonicalRequest(parts).split('\n')).toEqual([
      'fu-sig-1', 'GET', '/fu/api/tickets', 'a=中&b=2', crypto.createHash('sha256').update('').digest('hex'), '1767225600000', 'dev-1',
    ])
    const signature = requestSignature(parts)
    expect(signature).toBe(`1767225600000.${crypto.createHash('sha256').update(canonicalRequest(parts)).digest('hex')}`)
    // However the URL was escaped or ordered, and with or without an origin, it is the same request.
    expect(requestSignature({ ...parts, url: '/fu/api/tickets?a=中&b=2' })).toBe(signature)
    for (const changed of [{ method: 'DELETE' }, { url: 'http://h/fu/api/tickets?b=3&a=中' }, { url: 'http://h/fu/api/ticket?b=2&a=中' }, { body: 'x=1' }, { deviceId: 'dev-2' }, { timestamp: 1767225600001 }]) {
      expect(requestSignature({ ...parts, ...changed })).not.toBe(signature)
    }
  })
})

/** The runtime's own SHA-256 as the H5 platform gives it (platform/h5.ts: WebCrypto), counting its calls. */
const webCryptoDigests: string[] = []
async function webCryptoSha256(text: string): Promise<string> {
  webCryptoDigests.push(text)
  const digest = new Uint8Array(await crypto.webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return Array.from(digest, byte => byte.toString(16).padStart(2, '0')).join('')
}

describe('signed with the runtime\'s own SHA-256', () => {
  it('gives the same signature as the JavaScript hash, for any body', async () => {
    for (const changed of [{}, { body: 'username=%E7%AD%BE%E5%90%8D&x=1' }, { body: '{"title":"签名 テスト 서명 ✓ 🎫"}', method: 'POST' }]) {
      await expect(requestSignatureBy({ ...parts, ...changed }, webCryptoSha256)).resolves.toBe(requestSignature({ ...parts, ...changed }))
    }
  })

  it('is what the client sends when the platform has one, and the server takes it', async () => {
    h.platform.sha256Hex = webCryptoSha256
    webCryptoDigests.length = 0
    const sentRequests: TransportRequest[] = []
    tamper = req => { sentRequests.push(req); return req }
    const userId = h.root.session.userId!
    await expect(updateProfile(userId, { username: '原生 签名 ✓' })).resolves.toMatchObject({ username: '原生 签名 ✓' })
    const sent = sentRequests.at(-1)!
    expect(webCryptoDigests).toEqual([sent.body, expect.stringContaining(`\n${sent.headers['device-id']}`)])
    expect(sent.headers.signature).toBe(requestSignature({ method: sent.method, url: sent.url, body: sent.body ?? '', deviceId: sent.headers['device-id'], timestamp: Number(sent.headers.signature.split('.')[0]) }))
  })
})

describe('the reference server checks it', () => {
  it('takes untampered calls of every kind: reads with a query, form writes with non-ASCII text', async () => {
    const userId = h.root.session.userId!
    await expect(updateProfile(userId, { username: '签名 テスト 서명 ✓', work: { title: 'A&B = C', company: '100% real' } })).resolves.toMatchObject({ username: '签名 テスト 서명 ✓' })
    await expect(listTickets({ activity_id: SEED_IDS.activities.openFree, status: 1 })).resolves.toMatchObject({ results: [] })
    expect(h.sent.every(req => /^\d{13}\.[0-9a-f]{64}$/.test(req.headers.signature))).toBe(true)
  })

  it('refuses a body changed in transit with 4014, and the change is not made', async () => {
    const userId = h.root.session.userId!
    tamper = req => (req.method === 'PUT' ? { ...req, body: req.body!.replace('Alice', 'Mallory') } : req)
    const refused = await updateProfile(userId, { username: 'Alice' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 400, code: ErrorCode.RequestSignatureInvalid })
    tamper = req => req
    expect((await fetchUser(userId))?.username).not.toBe('Mallory')
  })

  it('refuses a changed query, path, device id or method', async () => {
    const userId = h.root.session.userId!
    const attempts: ((req: TransportRequest) => TransportRequest)[] = [
      req => ({ ...req, url: req.url.replace('status=1', 'status=3') }),
      req => ({ ...req, url: req.url.replace('/tickets', '/tickets/count') }),
      req => ({ ...req, headers: { ...req.headers, 'device-id': 'someone-else' } }),
    ]
    for (const attempt of attempts) {
      tamper = attempt
      await expect(listTickets({ activity_id: SEED_IDS.activities.openFree, status: 1 })).rejects.toMatchObject({ status: 400, code: 4014 })
    }
    // POST and DELETE both exist on this path: turning a follow into an unfollow is caught too.
    tamper = req => (req.method === 'POST' ? { ...req, method: 'DELETE' } : req)
    await expect(followAgenda(userId, SEED_IDS.agendas[0])).rejects.toMatchObject({ code: 4014 })
  })

  it('lets a call without the header, or with one of another form (older builds), through: the scheme has no secret', async () => {
    expect((await fetch(`${server.apiUrl}/demand/meetings?limit=1`)).status).toBe(200)
    tamper = req => ({ ...req, headers: { ...req.headers, signature: '1767225600000.0badc0de' } })
    await expect(listTickets({ activity_id: SEED_IDS.activities.openFree })).resolves.toMatchObject({ results: [] })
  })
})
