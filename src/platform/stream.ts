/**
 * Streamed HTTP answers (the copilot's server-sent events) in each runtime: the text is handed on as it arrives,
 * and the caller can abort. In a browser (and Node, for tests) fetch reads the body as a ReadableStream; in the
 * mini-program Taro.request with enableChunked hands each chunk to onChunkReceived (taroStream.ts).
 */
import { parseText } from './fetchRequest'
import type { StreamCall, StreamRequest, TransportResponse } from './types'

/** The reason `done` rejects after abort(). */
export class StreamAbortedError extends Error {
  constructor() {
    super('stream aborted')
    this.name = 'AbortError'
  }
}

/** A 2xx answer's text goes to onText chunk by chunk; another status is read whole and given in `data`. */
export function fetchStream(request: StreamRequest, fetchImpl: typeof fetch = fetch): StreamCall {
  const controller = new AbortController()
  let aborted = false
  // The timeout covers the wait for the answer's head; a long answer may then take its time.
  const timer = setTimeout(() => controller.abort(), request.timeoutMs)
  const done = (async (): Promise<TransportResponse> => {
    try {
      const response = await fetchImpl(request.url, { method: request.method, headers: request.headers, body: request.body, signal: controller.signal })
      clearTimeout(timer)
      const headers: Record<string, string> = {}
      response.headers.forEach((value, key) => { headers[key] = value })
      if (response.status < 200 || response.status >= 300 || !response.body) {
        return { status: response.status, headers, data: parseText(await response.text()) }
      }
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      for (;;) {
        const { done: finished, value } = await reader.read()
        if (finished) break
        const text = decoder.decode(value, { stream: true })
        if (text) request.onText(text)
      }
      const rest = decoder.decode()
      if (rest) request.onText(rest)
      return { status: response.status, headers, data: null }
    } catch (error) {
      if (aborted) throw new StreamAbortedError()
      throw new Error(controller.signal.aborted ? `no answer within ${request.timeoutMs} ms` : `network error: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      clearTimeout(timer)
    }
  })()
  return { done, abort: () => { aborted = true; controller.abort() } }
}
