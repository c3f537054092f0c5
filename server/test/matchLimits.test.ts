/**
 * The assistant's limits (issue 26): questions per person and per IP a minute (429 / 4290 with Retry-After), and a
 * daily model budget per meeting past which questions are answered from retrieval without calling the model.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { startLlmStandIn, type LlmStandIn } from '../../test/support/llmStandIn'
import { matchLimitsFromEnv } from '../modules/copilot/matchLimits'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

jest.setTimeout(90_000)
const M = SEED_IDS.meeting

async function matchClient(server: TestServer) {
  const user = await login(server, freshPhone())
  const token = (await user.api.post('/tokens/match')).body.results.token as string
  return { token, match: client(server, token) }
}

const ask = (asker: { match: ReturnType<typeof client> }, sid: string) =>
  asker.match.post('/match/query', { question: 'Where is the venue?', sid, language: 'en', meeting_id: M })

describe('questions a minute', () => {
  let server: TestServer
  beforeAll(async () => { server = await startTestServer({ env: { FU_MATCH_RATE_PER_PERSON: '3', FU_MATCH_RATE_PER_IP: '5' } }) }, 120_000)
  afterAll(() => server?.stop())

  test('a person past their limit is told to wait; others still ask until the IP is past its own', async () => {
    const first = await matchClient(server)
    for (let i = 0; i < 3; i++) expect((await ask(first, `pers000${i}`)).status).toBe(200)
    const refused = await ask(first, 'pers0003')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 4290, message: 'too many questions to the assistant: wait a moment and ask again', data: { scope: 'person' } })
    expect(refused.body.data.retry_after).toBeGreaterThanOrEqual(1)
    expect(refused.body.data.retry_after).toBeLessThanOrEqual(60)

    // Four questions so far from this IP (the refused one counts): a second person gets one more, then the IP is full.
    const second = await matchClient(server)
    expect((await ask(second, 'ipad0001')).status).toBe(200)
    const ipRefused = await ask(second, 'ipad0002')
    expect(ipRefused.status).toBe(429)
    expect(ipRefused.body.data.scope).toBe('ip')
    // The stream of an asked question is counted on its own.
    const stream = await fetch(`${server.apiUrl}/match/stream?sid=ipad0001`, { headers: { authorization: `Bearer ${second.token}` } })
    expect(stream.status).toBe(200)
    await stream.text()
  })

  test('Retry-After comes with the refusal', async () => {
    // This IP is past its limit since the test before: any person's question is refused, with the header.
    const third = await matchClient(server)
    const res = await fetch(`${server.apiUrl}/match/query`, {
      method: 'POST', headers: { authorization: `Bearer ${third.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Where is the venue?', sid: 'retr0001', meeting_id: M }),
    })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })
})

describe('the daily model budget', () => {
  let server: TestServer
  let llm: LlmStandIn
  beforeAll(async () => {
    llm = await startLlmStandIn({ apiKey: 'sk-local-test', model: 'event-model' })
    server = await startTestServer({ env: { FU_LLM_BASE_URL: llm.baseUrl, FU_LLM_API_KEY: 'sk-local-test', FU_LLM_MODEL: 'event-model', FU_MATCH_DAILY_MODEL_ANSWERS: '1' } })
  }, 120_000)
  afterAll(async () => { await server?.stop(); await llm?.stop() })

  test('past the budget the model is not called and the answer comes from retrieval', async () => {
    const asker = await matchClient(server)
    const streamed = async (sid: string) => {
      expect((await asker.match.post('/match/query', { question: 'How much is the Global Innovation Summit?', sid, language: 'en', meeting_id: M })).status).toBe(200)
      const res = await fetch(`${server.apiUrl}/match/stream?sid=${sid}`, { headers: { authorization: `Bearer ${asker.token}` } })
      expect(res.status).toBe(200)
      return res.text()
    }
    const byModel = await streamed('budg0001')
    expect(llm.requests).toHaveLength(1)
    expect(byModel).toContain('[1]')
    const byRetrieval = await streamed('budg0002')
    expect(llm.requests).toHaveLength(1)
    expect(byRetrieval).toContain('Global Innovation Summit')
    expect(byRetrieval).toContain('data: [DONE]')
  })
})

test('limits from the environment, refused when not whole numbers', () => {
  expect(matchLimitsFromEnv({})).toEqual({ perPersonPerMinute: 20, perIpPerMinute: 120, dailyModelAnswers: 5000 })
  expect(matchLimitsFromEnv({ FU_MATCH_DAILY_MODEL_ANSWERS: '0' }).dailyModelAnswers).toBe(0)
  expect(() => matchLimitsFromEnv({ FU_MATCH_RATE_PER_PERSON: '0' })).toThrow('FU_MATCH_RATE_PER_PERSON must be a whole number ≥ 1')
})
