/**
 * The copilot with a language model: an OpenAI-compatible stand-in on loopback (test/support/llmStandIn.ts) streams
 * its answer over more than a second; GET /match/stream must pass the tokens on as they come, cite the sources it
 * gave the model, and fall back to the retrieval answer when the model fails.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { startLlmStandIn, type LlmStandIn } from '../../test/support/llmStandIn'
import { stepsPrompt } from '../modules/copilot/answer'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

jest.setTimeout(90_000)

const M = SEED_IDS.meeting
let server: TestServer
let llm: LlmStandIn
beforeAll(async () => {
  llm = await startLlmStandIn({ apiKey: 'sk-local-test', model: 'event-model' })
  server = await startTestServer({ env: { FU_LLM_BASE_URL: llm.baseUrl, FU_LLM_API_KEY: 'sk-local-test', FU_LLM_MODEL: 'event-model', FU_LLM_TIMEOUT_MS: '10000' } })
}, 120_000)
afterAll(async () => { await server?.stop(); await llm?.stop() })
beforeEach(() => { llm.mode = 'answer'; llm.requests.length = 0 })

interface Received { at: number; name?: string; data: string }

/** Asks, then reads the stream as it arrives, noting when each event came. */
async function askStreaming(question: string, language: string, sid: string): Promise<Received[]> {
  const user = await login(server, freshPhone())
  const token = (await user.api.post('/tokens/match')).body.results.token as string
  expect((await client(server, token).post('/match/query', { question, sid, language, meeting_id: M })).status).toBe(200)
  const res = await fetch(`${server.apiUrl}/match/stream?sid=${sid}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const events: Received[] = []
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n')
      buffer = buffer.slice(end + 2)
      events.push({ at: Date.now(), name: lines.find((l) => l.startsWith('event: '))?.slice(7), data: lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n') })
    }
  }
  return events
}

const messages = (events: Received[]) => events.filter((e) => !e.name && e.data !== '[DONE]')
const sourcesOf = (events: Received[]) => JSON.parse(events.find((e) => e.name === 'sources')!.data) as { kind: string; _id: string }[]

test('the model\'s tokens stream out as they come, before the end; the answer cites the sources it was given', async () => {
  const events = await askStreaming('How much is the Global Innovation Summit?', 'en', 'llm00001')
  const text = messages(events)
  expect(text.length).toBeGreaterThanOrEqual(5)
  expect(text.map((e) => e.data).join('')).toBe('The summit costs ¥399 for a standard ticket [1].')
  // Progressive: the first token arrived well before [DONE] (the stand-in spreads its answer over 1.2 s).
  const done = events[events.length - 1]
  expect(done.data).toBe('[DONE]')
  expect(done.at - text[0].at).toBeGreaterThanOrEqual(600)
  expect(events.indexOf(text[text.length - 1])).toBeLessThan(events.findIndex((e) => e.name === 'sources'))
  expect(sourcesOf(events)[0]).toMatchObject({ kind: 'activity', _id: SEED_IDS.activities.openPaid })

  // The call: bearer key, model, streaming, and a prompt grounded in the retrieved items with their prices.
  const [call] = llm.requests
  expect(call.authorization).toBe('Bearer sk-local-test')
  expect(call.body).toMatchObject({ model: 'event-model', stream: true })
  const system = call.body.messages!.find((m) => m.role === 'system')!.content
  expect(system).toMatch(/English/)
  expect(system).toMatch(/\[1\] Activity: Global Innovation Summit/)
  expect(system).toContain('Standard ¥399')
  expect(system).not.toContain('/meeting/')
  expect(system).not.toContain(SEED_IDS.activities.openPaid)
  // A fact question gets no how-to steps; a how-to question gives the model the app's steps in the visitor's language.
  expect(system).not.toContain('How to do it in this app')
  expect(stepsPrompt('如何报名？', 'zh')).toMatch(/报名步骤：.*“立即报名”/)
  expect(stepsPrompt('How do I get an invoice?', 'en')).toContain('tap Request an invoice')
  expect(call.body.messages!.find((m) => m.role === 'user')!.content).toBe('How much is the Global Innovation Summit?')
})

test('a model that fails gives way to the retrieval answer with a note, never an error', async () => {
  llm.mode = 'fail'
  const events = await askStreaming('国际交流晚宴还能报名吗？', 'zh', 'llm00002')
  const text = messages(events).map((e) => e.data).join('')
  expect(text).toMatch(/^（智能回答暂不可用/)
  expect(text).toContain('国际交流晚宴')
  expect(text).toContain('名额已满')
  expect(sourcesOf(events)[0]).toMatchObject({ _id: SEED_IDS.activities.full })
  expect(events[events.length - 1].data).toBe('[DONE]')
})
