/**
 * The copilot's streaming on the client: server-sent events read as text arrives (cut anywhere), askMatch handing
 * each chunk on before the answer ends and stopping on request, the browser transport (fetch) and the mini-program's
 * UTF-8 decoding of chunks cut inside a character.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { askMatch, MatchStoppedError, resetMatchForTesting, serverSentEvents, stopper, type ServerSentEvent } from '@/api/match'
import { resetHttpStateForTesting } from '@/api/http'
import { setPlatformForTesting, type StreamRequest, type TransportRequest } from '@/platform'
import { fetchStream } from '@/platform/stream'
import { Utf8StreamDecoder } from '@/platform/utf8'
import { fakePlatform } from '../../support/fakePlatform'

describe('server-sent events fed as they arrive', () => {
  it('joins an event cut mid-line, keeps data lines and names, and reads nothing after [DONE]', () => {
    const events: ServerSentEvent[] = []
    const reader = serverSentEvents(e => events.push(e))
    for (const piece of ['da', 'ta: Hel', 'lo\n', '\ndata:  wor', 'ld\ndata: \n\nevent: sou', 'rces\ndata: [{"kind":"activity"}]\n\n', 'data: [DONE]\n\n', 'data: late\n\n']) reader.feed(piece)
    expect(events).toEqual([
      { event: 'message', data: 'Hello' },
      { event: 'message', data: ' world\n' },
      { event: 'sources', data: '[{"kind":"activity"}]' },
    ])
    expect(reader.ended).toBe(true)
  })
})

describe('askMatch over a streaming transport', () => {
  let streams: { request: StreamRequest; aborted: boolean; finish: () => void; fail: (e: Error) => void }[]
  let sent: TransportRequest[]
  beforeEach(() => {
    streams = []
    sent = []
    resetHttpStateForTesting()
    resetMatchForTesting()
    setPlatformForTesting(fakePlatform({
      apiBase: 'http://api.test/fu/api',
      request: async req => {
        sent.push(req)
        if (req.url.endsWith('/tokens/match')) return { status: 200, headers: {}, data: { results: { token: 'match-1', expires: Math.floor(Date.now() / 1000) + 3600 } } }
        return { status: 200, headers: {}, data: { results: { sid: 'x', meeting_id: 'm' } } }
      },
      stream: request => {
        let finish!: () => void
        let fail!: (e: Error) => void
        const done = new Promise<{ status: number; headers: Record<string, string>; data: unknown }>((resolve, reject) => {
          finish = () => resolve({ status: 200, headers: {}, data: null })
          fail = reject
        })
        const entry = { request, aborted: false, finish, fail }
        streams.push(entry)
        return { done, abort: () => { entry.aborted = true; fail(new MatchStoppedError()) } }
      },
    }))
  })
  afterAll(() => setPlatformForTesting(undefined))
  const settle = () => new Promise(resolve => setTimeout(resolve, 0))

  it('hands each chunk on as it arrives, before the answer ends, then the text and the cited sources', async () => {
    const chunks: string[] = []
    const answer = askMatch({ question: 'Summit price?', meeting_id: 'm', language: 'en' }, c => chunks.push(c))
    await settle(); await settle(); await settle()
    const [stream] = streams
    expect(stream.request.url).toMatch(/^http:\/\/api\.test\/fu\/api\/match\/stream\?sid=[0-9a-z]{8}$/)
    expect(stream.request.headers.Authorization).toBe('Bearer match-1')
    stream.request.onText('data: The summit ')
    stream.request.onText('costs\n\ndata: ¥399 [1].\n\n')
    expect(chunks).toEqual(['The summit costs', '¥399 [1].'])
    stream.request.onText('event: sources\ndata: [{"kind":"activity","_id":"a1","meeting_id":"m","title":{"en":"Summit"}}]\n\ndata: [DONE]\n\n')
    stream.finish()
    await expect(answer).resolves.toEqual({ text: 'The summit costs¥399 [1].', sources: [{ kind: 'activity', _id: 'a1', meeting_id: 'm', title: { en: 'Summit' } }] })
  })

  it('stop aborts the request under way; the answer rejects as stopped and no chunk follows', async () => {
    const chunks: string[] = []
    const { signal, stop } = stopper()
    const answer = askMatch({ question: 'Summit price?' }, c => chunks.push(c), { signal })
    await settle(); await settle(); await settle()
    streams[0].request.onText('data: The summit\n\n')
    stop()
    expect(streams[0].aborted).toBe(true)
    await expect(answer).rejects.toBeInstanceOf(MatchStoppedError)
    expect(chunks).toEqual(['The summit'])
  })
})

describe('the browser transport (fetch)', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/refused') { res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":4013,"message":"match token invalid"}'); return }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('data: first\n\n')
      const timer = setTimeout(() => res.end('data: second\n\n'), 400)
      res.on('close', () => clearTimeout(timer))
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => { server.closeAllConnections(); server.close(() => resolve()) }))

  it('hands text on before the body ends; a refused answer comes whole in data', async () => {
    const texts: string[] = []
    const call = fetchStream({ url: `${url}/ok`, method: 'GET', headers: {}, timeoutMs: 5000, onText: t => texts.push(t) })
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(texts.join('')).toBe('data: first\n\n')
    await expect(call.done).resolves.toMatchObject({ status: 200 })
    expect(texts.join('')).toBe('data: first\n\ndata: second\n\n')
    const refused = await fetchStream({ url: `${url}/refused`, method: 'GET', headers: {}, timeoutMs: 5000, onText: () => undefined }).done
    expect(refused).toMatchObject({ status: 401, data: { code: 4013 } })
  })

  it('abort stops reading and rejects with AbortError', async () => {
    const call = fetchStream({ url: `${url}/ok`, method: 'GET', headers: {}, timeoutMs: 5000, onText: () => undefined })
    await new Promise(resolve => setTimeout(resolve, 100))
    call.abort()
    await expect(call.done).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('the mini-program\'s UTF-8 decoding of chunks', () => {
  const text = 'data: 全球创新峰会 ¥399 🎟️ 서밋\n\n'
  const bytes = new TextEncoder().encode(text)

  it('gives the same text however the bytes are cut, even inside a character', () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      const decoder = new Utf8StreamDecoder()
      expect(decoder.decode(bytes.slice(0, cut)) + decoder.decode(bytes.slice(cut)) + decoder.end()).toBe(text)
    }
    const byByte = new Utf8StreamDecoder()
    expect(Array.from(bytes, b => byByte.decode(new Uint8Array([b]))).join('')).toBe(text)
  })

  it('turns invalid bytes and an unfinished last character into U+FFFD', () => {
    const decoder = new Utf8StreamDecoder()
    expect(decoder.decode(new Uint8Array([0x61, 0xff, 0x62, 0xe5, 0x85]))).toBe('a\ufffdb')
    expect(decoder.end()).toBe('\ufffd')
  })
})
