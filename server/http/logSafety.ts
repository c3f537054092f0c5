/**
 * What the server's log may say about a request and an error (issue 14: request values are never logged).
 *
 * - A request is logged by its method and its route's pattern (`/fu/api/texts/phone/:phone/code/:code`), never its
 *   URL: paths carry phone numbers, e-mail addresses and codes, and query strings carry search words and more.
 *   A request no route matched is logged by its path without the query string.
 * - An error is logged by its type, its code, the database's SQLSTATE and constraint, and its stack frames (the
 *   `at …` lines). A database error's message carries the query's parameters (drizzle's "Failed query: … params: …")
 *   or the offending value (`invalid input syntax for type json: "…"`), and the first lines of a stack repeat the
 *   message, so neither goes to the log; another error's first message line does (it is the operator's clue:
 *   "connect ECONNREFUSED", "Tencent SMS refused: …"), cut to 300 characters.
 */
import { redactFeedUrl } from '../modules/my/calendarFeed'

interface LoggedRequest {
  method?: string
  url?: string
  host?: string
  hostname?: string
  ip?: string
  socket?: { remotePort?: number }
  routeOptions?: { url?: string }
}

export function requestForLog(req: LoggedRequest) {
  const route = req.routeOptions?.url
  return {
    method: req.method,
    url: route || redactFeedUrl((req.url ?? '').split('?')[0]).slice(0, 200),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}

interface ErrorLike {
  name?: string
  code?: unknown
  message?: string
  stack?: string
  constraint?: string
  severity?: unknown
  query?: unknown
  params?: unknown
  cause?: unknown
}

const SQLSTATE = /^[0-9A-Z]{5}$/

/**
 * The database error inside an error (drizzle wraps the driver's), or undefined when it is none: PostgreSQL's and
 * PGlite's errors (pg-protocol's DatabaseError) carry a SQLSTATE code and a severity.
 */
function databaseCause(error: ErrorLike): { code?: string; constraint?: string } | undefined {
  for (let e: ErrorLike | undefined = error, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as ErrorLike | undefined, depth++) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string') return { code: e.code, constraint: e.constraint }
  }
  return undefined
}

const isDatabaseError = (error: ErrorLike) =>
  error.name === 'DrizzleQueryError' || 'params' in error || 'query' in error || databaseCause(error) !== undefined

/** Only the `at …` lines of a stack: the message lines before them may hold values. */
export const stackFrames = (stack: string | undefined, max = 8): string | undefined =>
  stack?.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, max).join('\n') || undefined

export interface LoggedError {
  [key: string]: unknown
  type: string
  /** Empty when withheld (a database error, or any error of a request). */
  message: string
  /** The `at …` frames only. */
  stack: string
  code?: string
  sqlState?: string
  constraint?: string
}

/**
 * An error as the log may show it. `withMessage: false` leaves out every message (a request's failure: its message
 * may quote what the request sent).
 */
export function errorForLog(value: unknown, { withMessage = true } = {}): LoggedError {
  if (!value || typeof value !== 'object') return { type: typeof value, message: '', stack: '' }
  const error = value as ErrorLike
  const cause = databaseCause(error)
  const message = withMessage && !isDatabaseError(error) && typeof error.message === 'string'
    ? error.message.split('\n')[0].slice(0, 300)
    : ''
  return {
    type: error.name ?? 'Error',
    message,
    stack: stackFrames(error.stack) ?? '',
    ...(typeof error.code === 'string' && !(cause && cause.code === error.code) ? { code: error.code } : {}),
    ...(cause ? { sqlState: cause.code, ...(cause.constraint ? { constraint: cause.constraint } : {}) } : {}),
  }
}
