import Taro from '@tarojs/taro'
import type { TransportRequest, TransportResponse } from './types'

/**
 * The body as the transport promises it: parsed JSON, else the text itself (the match service's event stream).
 * Taro's H5 request turns a body that is not JSON into null under dataType 'json', so the text is asked for and
 * parsed here, in both builds.
 */
export function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  if (data === '') return null
  try {
    return JSON.parse(data) as unknown
  } catch {
    return data
  }
}

/**
 * Taro.request in both builds: it resolves for every HTTP status and fails only without an answer. The `fail`
 * callback decides; the promise Taro also returns rejects with the same `request:fail` (network down, say) and is
 * caught here, or the mini-program would report an unhandled rejection beside the app's NetworkError (api/http).
 */
export function taroRequest(request: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const task = Taro.request({
      url: request.url,
      method: request.method,
      header: request.headers,
      data: request.body,
      timeout: request.timeoutMs,
      dataType: 'text',
      success: response => resolve({
        status: response.statusCode,
        data: parseBody(response.data),
        headers: (response.header ?? {}) as Record<string, string>,
      }),
      fail: error => reject(new Error(error?.errMsg || 'request failed')),
    })
    Promise.resolve(task).catch(() => undefined)
  })
}
