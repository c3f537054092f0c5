/**
 * Live subtitles and minutes (issue 14): with a local OpenAI-compatible stand-in for `/audio/transcriptions` and
 * chat completions, a running live's stream is transcribed segment by segment into timed, translated lines; after
 * it ends the minutes are written by the model, shown, and e-mailed (summary escaped) to the viewer who asked.
 * Without providers, the seeded ended live has extractive minutes made from its seeded transcript.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'
import { mailTo, startSmtp, until, type SmtpStandIn } from './smtpStandIn'

jest.setTimeout(90_000)

const L = SEED_IDS.lives
const INIT = Buffer.from('\u0000\u0000\u0000\u0018ftypiso6fake-init-segment')

interface StandIn { url: string; segments: number; asrCalls: { auth?: string; model?: string; size: number; startsWithInit: boolean; filename: string }[]; llmCalls: number; close(): Promise<void> }

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The live's HLS stream (a sliding live playlist, no ENDLIST), the transcription endpoint and the chat endpoint. */
async function startStandIn(): Promise<StandIn> {
  const state: StandIn = { url: '', segments: 2, asrCalls: [], llmCalls: 0, close: async () => undefined }
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]
    const send = (status: number, body: string | Buffer, type = 'application/json') => { res.writeHead(status, { 'content-type': type }); res.end(body) }
    if (path === '/fu/static/media/demo-live/index.m3u8') {
      const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:6', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-MAP:URI="init.mp4"']
      for (let i = 0; i < state.segments; i++) lines.push('#EXTINF:6.000000,', `segment-${i}.m4s`)
      return send(200, lines.join('\n'), 'application/vnd.apple.mpegurl')
    }
    if (path === '/fu/static/media/demo-live/init.mp4') return send(200, INIT, 'video/mp4')
    const segment = /^\/fu\/static\/media\/demo-live\/segment-(\d+)\.m4s$/.exec(path)
    if (segment) return send(200, Buffer.from(`moof-mdat-of-segment-${segment[1]}`), 'video/iso.segment')
    if (path === '/v1/audio/transcriptions' && req.method === 'POST') {
      const body = await readBody(req)
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData()
      const file = form.get('file') as File | null
      const bytes = file ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0)
      state.asrCalls.push({ auth: req.headers.authorization, model: String(form.get('model')), size: bytes.length, startsWithInit: bytes.subarray(0, INIT.length).equals(INIT), filename: file?.name ?? '' })
      if (req.headers.authorization !== 'Bearer asr-key') return send(401, JSON.stringify({ error: { message: 'bad key' } }))
      if (form.get('model') !== 'test-asr' || !file) return send(400, JSON.stringify({ error: { message: 'model and file required' } }))
      const n = /moof-mdat-of-segment-(\d+)/.exec(bytes.toString('latin1'))?.[1] ?? '?'
      if (form.get('response_format') === 'text') return send(200, `Segment ${n} as text.`, 'text/plain')
      return send(200, JSON.stringify({
        task: 'transcribe', language: 'english', duration: 6, text: `Segment ${n} opens. Segment ${n} closes.`,
        segments: [{ id: 0, start: 0.5, end: 2.5, text: ` Segment ${n} opens.` }, { id: 1, start: 3, end: 5.5, text: ` Segment ${n} closes.` }],
      }))
    }
    if (path === '/v1/chat/completions' && req.method === 'POST') {
      state.llmCalls++
      const request = JSON.parse((await readBody(req)).toString()) as { messages: { role: string; content: string }[] }
      const system = request.messages[0].content
      const user = request.messages[1].content
      let content: string
      if (/translate/i.test(system)) {
        const lines = JSON.parse(user.slice(user.indexOf('['))) as string[]
        const targets = [...user.matchAll(/\b(zh|en|ja|ko) \(/g)].map(m => m[1])
        content = JSON.stringify(Object.fromEntries(targets.map(lang => [lang, lines.map(line => `[${lang}] ${line}`)])))
      } else {
        const lang = /Write the minutes in (\w+)/.exec(user)?.[1] ?? ''
        content = '```json\n' + JSON.stringify({
          summary: `${lang} summary: the forum <b>agreed</b> on open data & shared tools <img src=x onerror=alert(1)>.`,
          key_points: ['AI needs open data'], decisions: ['A working group starts next month'], qa: [{ q: 'When?', a: 'Next month' }],
        }) + '\n```'
      }
      return send(200, JSON.stringify({ id: 'c1', object: 'chat.completion', created: 0, model: 'test-llm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] }))
    }
    send(404, '{}')
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () => new Promise<void>(resolve => server.close(() => resolve()))
  return state
}

describe('with speech-to-text, a language model and SMTP', () => {
  let standIn: StandIn
  let smtp: SmtpStandIn
  let server: TestServer
  beforeAll(async () => {
    standIn = await startStandIn()
    smtp = await startSmtp()
    server = await startTestServer({
      env: {
        FU_JOBS: '0', FU_ASR_BASE_URL: `${standIn.url}/v1`, FU_ASR_API_KEY: 'asr-key', FU_ASR_MODEL: 'test-asr', FU_ASR_MEDIA_BASE_URL: standIn.url,
        FU_LLM_BASE_URL: `${standIn.url}/v1`, FU_LLM_API_KEY: 'llm-key', FU_LLM_MODEL: 'test-llm',
        FU_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, FU_MAIL_FROM: 'no-reply@expo.test', FU_SITE_URL: 'https://expo.test',
      },
    })
  }, 120_000)
  afterAll(async () => { await server?.stop(); await standIn?.close(); await smtp?.close() })

  test('a running live gets new timed subtitle lines, translated, as its stream grows', async () => {
    const guest = client(server)
    const before = (await guest.get(`/lives/${L.live}/subtitles?language=en`)).body.results as { spoken: string }[]
    expect(before.length).toBe(3) // the seeded lines
    expect(before.every(line => line.spoken === 'zh')).toBe(true)
    expect((await guest.post('/dev/jobs/asr', {})).status).toBe(200)
    const first = (await guest.get(`/lives/${L.live}/subtitles?language=en`)).body.results as { offset: number; end: number; text: string; spoken: string }[]
    const added = first.filter(line => line.spoken === 'en')
    expect(added.map(line => line.text)).toEqual(['Segment 0 opens.', 'Segment 0 closes.', 'Segment 1 opens.', 'Segment 1 closes.'])
    // Segment 1 starts 6 s into the stream: its lines sit at 6 + 0.5 and 6 + 3 seconds.
    expect(added.map(line => [line.offset, line.end])).toEqual([[0, 3], [3, 6], [6, 9], [9, 12]])
    // Every upload: the bearer key, the model, the init segment in front of the media segment, as an .mp4.
    expect(standIn.asrCalls.length).toBeGreaterThanOrEqual(2)
    expect(standIn.asrCalls.every(call => call.auth === 'Bearer asr-key' && call.model === 'test-asr' && call.startsWithInit && call.filename.endsWith('.mp4'))).toBe(true)
    // Translated into the meeting's languages by the model.
    const ja = (await guest.get(`/lives/${L.live}/subtitles?language=ja`)).body.results as { text: string }[]
    expect(ja.map(line => line.text)).toContain('[ja] Segment 1 closes.')

    // Nothing new: no new lines; two more segments in the playlist: only those are sent.
    const calls = standIn.asrCalls.length
    await guest.post('/dev/jobs/asr', {})
    expect(standIn.asrCalls.length).toBe(calls)
    standIn.segments = 4
    await guest.post('/dev/jobs/asr', {})
    const next = ((await guest.get(`/lives/${L.live}/subtitles?language=en&since=11`)).body.results as { offset: number; text: string; spoken: string }[])
      .filter(line => line.spoken === 'en')
    expect(next.map(line => line.text)).toEqual(['Segment 2 opens.', 'Segment 2 closes.', 'Segment 3 opens.', 'Segment 3 closes.'])
    expect(next[0].offset).toBe(12)
  })

  test('after the live ends, the model writes the minutes; they are shown and mailed (escaped) to each viewer who asked, in their language', async () => {
    const guest = client(server)
    // Two viewers ask for the minutes by e-mail, one reading Japanese, one Korean; a third only wants the reminder.
    const viewers = [{ lang: 'ja', name: 'Japanese', subject: 'ライブの議事録', label: '要約：', to: 'viewer-ja@example.com' }, { lang: 'ko', name: 'Korean', subject: '라이브 회의록', label: '요약: ', to: 'viewer-ko@example.com' }]
    for (const viewer of viewers) {
      const me = await login(server, freshPhone())
      expect((await me.api.put(`/users/${me.user_id}`, { language: viewer.lang })).status).toBe(200)
      expect((await me.api.put(`/lives/${L.live}/users/${me.user_id}`, { minutes_email: viewer.to })).status).toBe(200)
    }
    const remindOnly = await login(server, freshPhone())
    expect((await remindOnly.api.put(`/lives/${L.live}/users/${remindOnly.user_id}`, { remind: 1 })).status).toBe(200)
    const live = (await guest.get(`/lives?_id=${L.live}`)).body.results[0]
    expect((await guest.get(`/lives/${L.live}/minutes?language=en`)).body.results).toEqual({ live_id: L.live, status: 'none' })

    // Two asks: the reminder-only viewer is not counted (a reminder is not an ask for the minutes).
    expect((await guest.post('/dev/jobs/lives', { now: live.end + 60 })).body.results.minutes).toBe(2)
    const minutes = (await guest.get(`/lives/${L.live}/minutes?language=en`)).body.results
    expect(minutes).toMatchObject({ status: 'ready', source: 'llm', language: 'en', decisions: ['A working group starts next month'], qa: [{ q: 'When?', a: 'Next month' }] })
    expect(minutes.summary).toMatch(/^English summary/)

    // Each e-mail arrives at the SMTP server in its viewer's language: the subject, the summary of the minutes in
    // that language (the model's text, escaped in the HTML part), and the link that opens the minutes.
    for (const viewer of viewers) {
      const mail = await until(`the minutes e-mail to ${viewer.to}`, () => mailTo(smtp.mails, viewer.to))
      const summary = `${viewer.name} summary: the forum <b>agreed</b> on open data & shared tools <img src=x onerror=alert(1)>.`
      expect(mail.subject).toBe(viewer.subject)
      expect(mail.text).toContain(`${viewer.label}${summary}`)
      expect(mail.text).toContain(`https://expo.test/#/meeting/live/detail?live_id=${L.live}&minutes=1`)
      const html = String(mail.html)
      expect(html).toContain(`lang="${viewer.lang}"`)
      expect(html).toContain(`${viewer.name} summary: the forum &lt;b&gt;agreed&lt;/b&gt; on open data &amp; shared tools &lt;img src=x onerror=alert(1)&gt;.`)
      expect(html).not.toMatch(/<b>agreed|<img/)
      expect(html).toContain(`href="https://expo.test/#/meeting/live/detail?live_id=${L.live}&amp;minutes=1"`)
    }
    // Nobody else got the minutes, and nothing is sent twice.
    expect(smtp.mails.filter((m) => m.subject === 'ライブの議事録' || m.subject === '라이브 회의록')).toHaveLength(2)
    expect((await guest.post('/dev/jobs/lives', { now: live.end + 120 })).body.results.minutes).toBe(0)
  })
})

describe('without providers', () => {
  let server: TestServer
  beforeAll(async () => { server = await startTestServer({ env: { FU_JOBS: '0' } }) }, 120_000)
  afterAll(async () => { await server?.stop() })

  test('the seeded ended live has extractive minutes from its transcript, in the language asked', async () => {
    const guest = client(server)
    expect((await guest.post('/dev/jobs/asr', {})).body.results).toEqual({ lives: 0, lines: 0 })
    const en = (await guest.get(`/lives/${L.over}/minutes?language=en`)).body.results
    expect(en).toMatchObject({ status: 'ready', source: 'extractive', language: 'en' })
    const transcript = ((await guest.get(`/lives/${L.over}/subtitles?language=en`)).body.results as { text: string }[]).map(line => line.text).join(' ')
    expect(en.summary.length).toBeGreaterThan(40)
    for (const point of en.key_points) expect(transcript).toContain(point)
    expect(en.decisions.some((d: string) => /decided that every forum/.test(d))).toBe(true)
    expect(en.qa[0]).toEqual({ q: 'Has the ticket price changed compared with last year?', a: expect.stringMatching(/ticket price is unchanged/) })
    const zh = (await guest.get(`/lives/${L.over}/minutes?language=zh`)).body.results
    expect(zh.language).toBe('zh')
    expect(zh.decisions.join('')).toMatch(/决定/)
    // A live still running has no minutes yet.
    expect((await guest.get(`/lives/${L.live}/minutes`)).body.results.status).toBe('none')
  })
})

describe('with a text-only transcription endpoint and no language model', () => {
  let standIn: StandIn
  let server: TestServer
  beforeAll(async () => {
    standIn = await startStandIn()
    server = await startTestServer({
      env: { FU_JOBS: '0', FU_ASR_BASE_URL: `${standIn.url}/v1`, FU_ASR_API_KEY: 'asr-key', FU_ASR_MODEL: 'test-asr', FU_ASR_MEDIA_BASE_URL: standIn.url, FU_ASR_RESPONSE_FORMAT: 'text', FU_ASR_LANGUAGE: 'en' },
    })
  }, 120_000)
  afterAll(async () => { await server?.stop(); await standIn?.close() })

  test('one line per segment spanning it, kept in the spoken language; two runs at once transcribe each segment once', async () => {
    const guest = client(server)
    await Promise.all([guest.post('/dev/jobs/asr', {}), guest.post('/dev/jobs/asr', {})])
    const lines = ((await guest.get(`/lives/${L.live}/subtitles?language=ja`)).body.results as { offset: number; end: number; text: string; spoken: string; language: string }[])
      .filter(line => line.spoken === 'en')
    expect(lines.map(line => [line.offset, line.end, line.text, line.language])).toEqual([[0, 6, 'Segment 0 as text.', 'en'], [6, 12, 'Segment 1 as text.', 'en']])
    // Every running live's stream was read; no segment of the forum was sent twice (the claim is atomic).
    const forumCalls = standIn.asrCalls.length
    await guest.post('/dev/jobs/asr', {})
    expect(standIn.asrCalls.length).toBe(forumCalls)
    expect(standIn.llmCalls).toBe(0)
  })
})
