import { platform, type TransportRequest, type TransportResponse } from '@/platform'
import type { ApiErrorBody } from '@fu-types/errors'
import { buildQuery, encodeForm, type Query } from './encode'
import { httpHooks } from './hooks'
import { addsSourceId, fillsUserId, MEETINGS_PATH, SHARED_GET_MS, sendsAuthorization, sharesPromise } from './rules'
import { showsLoadingToast } from '@/core/loadingToast'
import { failuresCode, signingCode } from './deferred'
import { resetStartPayloadForTesting } from './startPayload'

export { buildQuery, encodeForm, type Query }
export { installHttpHooks, type HttpHooks, type HttpIdentity } from './hooks'

export const CLIENT_VERSION = '2.24.0'
export const STAGE_VERSION = '2.24.0.20250221'
export const REQUEST_TIMEOUT_MS = 30000

export type Method = TransportRequest['method']

export interface RequestOptions {
  method?: Method
  query?: Query
  body?: Record<string, unknown>
  /** JSON instead of the default form-urlencoded body (SPEC §7: the match service). */
  json?: boolean
  /** Another service than /fu/api (the match service); the path is appended to it. */
  base?: string
  /** Replaces the session's bearer token (the match service has its own). */
  authorization?: string
  headers?: Record<string, string>
  /** The 2xx body as it came (a text stream), not unwrapped to `results`. */
  raw?: boolean
  /**
   * A call the visitor does not wait for (a poll of the chat, the subtitles, a sign-in QR code): never the loading
   * toast, which would otherwise flash over the video or the form on every slow tick.
   */
  background?: boolean
}

/** A 2xx body before unwrapping. */
export interface Envelope<T> { results: T; total?: number }

/** A non-2xx answer: the status and the server's `{ code, message }` body (SPEC §8: rejects with the response). */
export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ApiErrorBody, readonly headers: Record<string, string> = {}) {
    super(body.message || `HTTP ${status}`)
    this.name = 'ApiError'
  }
  get code(): number { return this.body.code }
}

/** No answer at all: the network failed or the 30 s timeout passed. */
export class NetworkError extends Error {
  constructor(readonly timedOut: boolean, cause?: unknown) {
    super(timedOut ? `no answer within ${REQUEST_TIMEOUT_MS} ms` : `network error: ${cause instanceof Error ? cause.message : String(cause)}`)
    this.name = 'NetworkError'
  }
}

/** The one request function every call goes through; 2xx bodies unwrap to `results`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<T>(path, options)
  return envelope.results
}

const sharedGets = new Map<string, { at: number; promise: Promise<Envelope<unknown>> }>()

/** Like request() but keeps `total` (list calls that count). */
export function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const method = options.method ?? 'GET'
  const answer = sharesPromise(method, path) ? sharedSend<T>(path, options) : send<T>(path, method, options)
  // Per caller, so a shared answer still updates the page each caller is on.
  return method === 'GET' && options.query?._id ? answer.then(envelope => singleItem(path, envelope)) : answer
}

function sharedSend<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  const key = `${path}${buildQuery(options.query)}`
  const now = Date.now()
  const shared = sharedGets.get(key)
  if (shared && now - shared.at < SHARED_GET_MS) return shared.promise as Promise<Envelope<T>>
  const promise = send<T>(path, 'GET', options)
  sharedGets.set(key, { at: now, promise })
  promise.catch(() => { if (sharedGets.get(key)?.promise === promise) sharedGets.delete(key) })
  return promise
}

async function send<T>(path: string, method: Method, options: RequestOptions): Promise<Envelope<T>> {
  const hooks = httpHooks()
  const identity = hooks.identity()
  const body = completeBody(path, method, options.body, identity)
  const url = `${options.base ?? platform().apiBase}${path}${buildQuery(options.query)}`
  const encodedBody = body ? (options.json ? JSON.stringify(body) : encodeForm(body)) : undefined
  const timestamp = Date.now()
  // On H5 the signing code may still be loading (deferred.h5.ts): a load that fails is the network failing.
  const code = signingCode()
  const signing = code instanceof Promise ? await code.catch((cause: unknown) => { throw new NetworkError(false, cause) }) : code
  const signed = { method, url, body: encodedBody ?? '', deviceId: identity.deviceId ?? '', timestamp }
  const nativeSha256 = platform().sha256Hex
  const signature = nativeSha256 ? await signing.requestSignatureBy(signed, nativeSha256) : signing.requestSignature(signed)
  const headers: Record<string, string> = {
    version: CLIENT_VERSION,
    'stage-version': STAGE_VERSION,
    signature,
    ...(identity.deviceId ? { 'device-id': identity.deviceId } : {}),
    ...(identity.clientId ? { 'client-id': identity.clientId } : {}),
    ...options.headers,
  }
  const bearer = options.authorization ?? (sendsAuthorization(path, options.query) ? identity.token : undefined)
  if (bearer) headers.Authorization = `Bearer ${bearer}`
  if (body) headers['content-type'] = options.json ? 'application/json' : 'application/x-www-form-urlencoded'

  // SPEC §9: a slow call the visitor waits for shows the loading toast until 400 ms after its answer.
  const answered = !options.background && showsLoadingToast(method, path) ? hooks.loading() : undefined
  const response = await transport({
    url, method, headers, timeoutMs: REQUEST_TIMEOUT_MS, body: encodedBody,
  }).finally(() => answered?.())
  const data = (response.data ?? {}) as Partial<Envelope<T>> & Partial<ApiErrorBody>
  if (response.status >= 200 && response.status < 300) {
    if (options.raw) return { results: response.data as T }
    return { results: data.results as T, total: data.total }
  }
  const error = new ApiError(response.status, {
    code: typeof data.code === 'number' ? data.code : response.status,
    message: typeof data.message === 'string' ? data.message : typeof response.data === 'string' ? response.data : '',
    ...(data.data ? { data: data.data } : {}),
  }, response.headers)
  // Where the reactions' code could not load (deferred.h5.ts), the caller still gets the server's error.
  const reactions = failuresCode()
  const failures = reactions instanceof Promise ? await reactions.catch(() => undefined) : reactions
  if (failures?.isAnswer(path, error)) return { results: error.body as T }
  failures?.react(path, error)
  throw error
}

/** SPEC §7: the device id stands in for a missing user_id, and the session's source_id rides along. */
function completeBody(path: string, method: Method, body: Record<string, unknown> | undefined, identity: { deviceId?: string; sourceId?: string }) {
  if (!fillsUserId(method, path) && !addsSourceId(method, path)) return body
  const completed = { ...body }
  if (fillsUserId(method, path) && !completed.user_id && identity.deviceId) completed.user_id = identity.deviceId
  if (addsSourceId(method, path) && !completed.source_id && identity.sourceId) completed.source_id = identity.sourceId
  return completed
}

let deletedPageOpening = false

/**
 * SPEC §4/§7: a single-item GET whose item is deleted opens /204 (once, however many such answers arrive)
 * and never settles; otherwise the page's address gains the item's meeting_id when it has none.
 */
function singleItem<T>(path: string, envelope: Envelope<T>): Promise<Envelope<T>> | Envelope<T> {
  const first = Array.isArray(envelope.results) ? (envelope.results[0] as Record<string, unknown> | undefined) : undefined
  if (!first) return envelope
  if (first.deleted === 1) {
    const onDeletedPage = platform().currentRoute().split('?')[0] === '/204'
    if (!deletedPageOpening && !onDeletedPage) {
      deletedPageOpening = true
      void Promise.resolve(httpHooks().openRoute('/204?replace=1', { replace: true })).finally(() => { deletedPageOpening = false })
    }
    return new Promise<never>(() => undefined)
  }
  const meetingId = path === MEETINGS_PATH ? first._id : first.meeting_id ?? first.meeting
  if (typeof meetingId === 'string' && meetingId) platform().addPageQuery('meeting_id', meetingId)
  return envelope
}

/** The platform's transport with SPEC §9's 30 s timeout enforced here, whatever the runtime does. */
function transport(req: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new NetworkError(true)), req.timeoutMs)
    platform().request(req).then(
      response => { clearTimeout(timer); resolve(response) },
      cause => { clearTimeout(timer); reject(new NetworkError(false, cause)) },
    )
  })
}

/** Tests start each case with no shared GETs and no /204 in flight. */
export function resetHttpStateForTesting(): void {
  sharedGets.clear()
  resetStartPayloadForTesting()
  deletedPageOpening = false
}
