import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import type { ApiErrorBody } from '@fu-types/errors'

export const CLIENT_VERSION = '2.24.0'
export const REQUEST_TIMEOUT_MS = 30000

export type Query = Record<string, string | number | boolean | undefined | null>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Query
  body?: Record<string, unknown>
  /** JSON instead of the default form-urlencoded body (SPEC §7). */
  json?: boolean
  headers?: Record<string, string>
}

/** A non-2xx answer: the status and the server's `{ code, message }` body. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ApiErrorBody) {
    super(body.message || `HTTP ${status}`)
    this.name = 'ApiError'
  }
  get code(): number { return this.body.code }
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return ''
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** The one request function every call goes through; 2xx bodies unwrap to `results`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, json, headers = {} } = options
  const response = await Taro.request({
    url: `${platform().apiBase}${path}${buildQuery(query)}`,
    method,
    data: body,
    timeout: REQUEST_TIMEOUT_MS,
    header: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      version: CLIENT_VERSION,
      ...headers,
    },
  })
  const status = response.statusCode
  const data = response.data as { results?: T } & Partial<ApiErrorBody>
  if (status >= 200 && status < 300) return data.results as T
  throw new ApiError(status, { code: data?.code ?? status, message: data?.message ?? '' })
}
