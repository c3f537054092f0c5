/**
 * A local stand-in for an OpenAI-compatible chat-completions service, on loopback: POST {base}/chat/completions
 * with `stream: true` answers server-sent events `data: {choices:[{delta:{content}}]}` spread over `spreadMs`, then
 * `data: [DONE]`. It refuses a wrong bearer key (401) or model (404) as a real service would, records every request,
 * and can be told to fail (500) to prove the fallback. Used by server tests and the copilot e2e.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandInRequest { authorization?: string; body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] } }

export interface LlmStandIn {
  /** The base URL to give FU_LLM_BASE_URL (ends with /v1). */
  baseUrl: string
  apiKey: string
  model: string
  requests: StandInRequest[]
  /** What the model says, cut into these chunks; change between tests. */
  chunks: string[]
  /** `fail`: answer 500 before any token. */
  mode: 'answer' | 'fail'
  stop(): Promise<void>
}

export async function startLlmStandIn({ apiKey = 'test-key', model = 'stand-in-model', spreadMs = 1200, chunks = ['The ', 'summit ', 'costs ', '¥399 ', 'for ', 'a ', 'standard ', 'ticket ', '[1].'] } = {}): Promise<LlmStandIn> {
  const standIn: LlmStandIn = { baseUrl: '', apiKey, model, requests: [], chunks, mode: 'answer', stop: async () => undefined }
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => { raw += chunk.toString('utf8') })
    req.on('end', () => {
      const body = (() => { try { return JSON.parse(raw) as StandInRequest['body'] } catch { return {} } })()
      standIn.requests.push({ authorization: req.headers.authorization, body })
      const refuse = (status: number, message: string) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }))
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return refuse(404, 'not found')
      if (req.headers.authorization !== `Bearer ${standIn.apiKey}`) return refuse(401, 'invalid api key')
      if (body.model !== standIn.model) return refuse(404, `model ${String(body.model)} not found`)
      if (standIn.mode === 'fail') return refuse(500, 'the stand-in was told to fail')
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
      const parts = standIn.chunks
      const gap = Math.ceil(spreadMs / Math.max(1, parts.length))
      let i = 0
      const timer = setInterval(() => {
        if (i < parts.length) {
          const chunk = { id: 'cmpl-1', object: 'chat.completion.chunk', created: 0, model: standIn.model, choices: [{ index: 0, delta: { content: parts[i] }, finish_reason: null }] }
          res.write(`data: ${JSON.stringify(chunk)}\n\n`)
          i += 1
          return
        }
        clearInterval(timer)
        res.end('data: [DONE]\n\n')
      }, gap)
      res.on('close', () => clearInterval(timer))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  standIn.stop = () => new Promise<void>(resolve => { server.closeAllConnections(); server.close(() => resolve()) })
  return standIn
}
