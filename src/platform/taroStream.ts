/**
 * The mini-program's streamed answers: Taro.request with enableChunked hands each chunk of bytes to onChunkReceived,
 * decoded across chunk boundaries by Utf8StreamDecoder (the runtime may lack TextDecoder).
 */
import Taro from '@tarojs/taro'
import { StreamAbortedError } from './stream'
import { parseBody } from './taroRuntime'
import type { StreamCall, StreamRequest, TransportResponse } from './types'
import { Utf8StreamDecoder } from './utf8'

/** The mini-program: chunks from onChunkReceived, decoded across their boundaries; requestTask.abort() stops. */
/** The mini-program's timeout covers the whole answer, not its head: a model's long answer gets two minutes. */
const WHOLE_ANSWER_MS = 120_000

export function taroChunkedStream(request: StreamRequest): StreamCall {
  const decoder = new Utf8StreamDecoder()
  let aborted = false
  let text = ''
  let settle: { resolve: (r: TransportResponse) => void; reject: (e: Error) => void } | undefined
  const done = new Promise<TransportResponse>((resolve, reject) => { settle = { resolve, reject } })
  const task = Taro.request({
    url: request.url,
    method: request.method,
    header: request.headers,
    data: request.body,
    timeout: Math.max(request.timeoutMs, WHOLE_ANSWER_MS),
    dataType: 'text',
    responseType: 'arraybuffer',
    enableChunked: true,
    success: response => {
      const last = decoder.end()
      if (last) { text += last; request.onText(last) }
      const ok = response.statusCode >= 200 && response.statusCode < 300
      settle?.resolve({ status: response.statusCode, headers: (response.header ?? {}) as Record<string, string>, data: ok ? null : parseBody(text) })
    },
    fail: error => settle?.reject(aborted ? new StreamAbortedError() : new Error(error?.errMsg || 'request failed')),
  })
  task.onChunkReceived(({ data }) => {
    const chunk = decoder.decode(new Uint8Array(data))
    if (!chunk) return
    text += chunk
    request.onText(chunk)
  })
  return {
    done,
    abort: () => {
      aborted = true
      task.abort()
      settle?.reject(new StreamAbortedError())
    },
  }
}
