/**
 * zod building blocks for request schemas. Objects are strict: unknown fields are refused, not stripped.
 * Query strings and form-urlencoded bodies carry strings, so numbers and flags accept digit strings too.
 */
import { z } from 'zod'
import { hasDirectionControl } from '@core/validation/result'
import { OBJECT_ID } from './ids'

export const objectId = z.string().regex(OBJECT_ID, { error: (issue) => `invalid ObjectId: error parsing ObjectId string: ${String(issue.input).slice(0, 40)}` })

export const int = (min = 0, max = 2_147_483_647) =>
  z.union([z.number().int(), z.string().regex(/^-?\d{1,10}$/, 'expected an integer').transform(Number)]).pipe(z.number().int().min(min).max(max))

export const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform((v) => Number(v) as 0 | 1)

/** "1", "true" or 1 → true; "0", "false", 0 → false. */
export const boolish = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true')

export const text = (max = 200, min = 0) => z.string().trim().min(min).max(max)

export const NAME_DIRECTION_MESSAGE = 'direction controls (U+202A–U+202E, U+2066–U+2069) are not allowed in names'

/**
 * A person's, company's or group's name, a job title: text() without Unicode's direction overrides, embeddings and isolates,
 * which make a name read as something else (the client's rule, src/core/validation/result.ts). Long free text keeps them.
 */
export const nameText = (max = 60, min = 0) => text(max, min).refine((value) => !hasDirectionControl(value), NAME_DIRECTION_MESSAGE)

/**
 * An image address a person gives (avatar, logo, cover, a post's images): an http(s) address with a host, or a path of
 * this server (`/fu/api/uploads/<id>.png`, `/fu/static/…`). `javascript:`, `data:`, `file:` and `//host` never are.
 */
export const IMAGE_URL = /^(https?:\/\/[^\s"'<>\\/?#@]+([/?#][^\s"'<>\\]*)?|\/fu\/[^\s"'<>\\]*)$/i
export const IMAGE_URL_MESSAGE = 'must be an http(s) address or an upload of this server (/fu/…)'
export const imageUrl = (max = 500) => z.string().trim().max(max).regex(IMAGE_URL, IMAGE_URL_MESSAGE)

/** An IANA time zone the runtime knows (`Asia/Shanghai`, `UTC`): anything else would silently be read as UTC. */
export const isTimeZone = (zone: string): boolean => {
  try { new Intl.DateTimeFormat('en', { timeZone: zone }); return true } catch { return false }
}
export const timeZone = z.string().trim().max(64).refine(isTimeZone, 'must be an IANA time zone such as Asia/Shanghai or UTC')

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
export const phone = z.string().trim().regex(/^\+?\d{5,15}$/, 'invalid phone number')
export const mainlandMobile = z.string().trim().regex(MAINLAND_MOBILE, 'invalid mainland China mobile number')
export const email = z.string().trim().toLowerCase().max(254).pipe(z.email('invalid e-mail address'))
export const areaCode = z.string().trim().regex(/^\+?\d{1,4}$/, 'invalid area code')
export const language = z.enum(['zh', 'en', 'ja', 'ko'])

/** Mainland resident ID (18 characters with checksum) or a HK/Macao/Taiwan travel permit. */
export const idNumber = z.string().trim().toUpperCase().refine(isValidIdNumber, 'invalid ID number')

export function isValidIdNumber(value: string): boolean {
  if (/^\d{17}[\dX]$/.test(value)) {
    const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0)
    return '10X98765432'[sum % 11] === value[17]
  }
  // Mainland travel permits for HK/Macao (H/M + 8 or 10 digits) and Taiwan residents (8 digits).
  return /^[HM]\d{8}(\d{2})?$/.test(value) || /^\d{8}$/.test(value)
}

export const pagination = {
  limit: int(1, 999).optional(),
  skip: int(0, 1_000_000).optional(),
}

/**
 * C0 control characters, DEL and the C1 controls (U+0080–U+009F), but tab, line feed and carriage return (multi-line
 * text keeps them). No language writes a C1 control; they come from mis-decoded bytes or from someone hiding text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** Half of a UTF-16 surrogate pair without its other half (`"\ud800"` in JSON): no character, and not UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export type TextProblem = 'control' | 'surrogate'
export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  control: 'control characters (such as NUL) are not allowed in text',
  surrogate: 'invalid Unicode (a lone surrogate) is not allowed in text',
}

const problemOf = (text: string): TextProblem | null => (CONTROL.test(text) ? 'control' : LONE_SURROGATE.test(text) ? 'surrogate' : null)

/**
 * Where a request value holds a control character or a lone surrogate (`body.title`, `query.keyword`,
 * `body.items.2.name`), and which, or null. Every text field is checked this way before its schema (a hook in app.ts):
 * PostgreSQL cannot store NUL nor a lone surrogate in JSON, and nobody types the others.
 */
export function textProblemAt(value: unknown, at: string, depth = 0): { at: string; problem: TextProblem } | null {
  if (typeof value === 'string') {
    const problem = problemOf(value)
    return problem ? { at, problem } : null
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    const inKey = problemOf(key)
    if (inKey) return { at: `${at}.${key.replace(CONTROL, '?').replace(LONE_SURROGATE, '?')}`, problem: inKey }
    const found = textProblemAt(inner, `${at}.${key}`, depth + 1)
    if (found) return found
  }
  return null
}

export const strict = z.strictObject
export { z }

/**
 * Ties a request schema to the request type the client sends (types/api.ts), so the two cannot drift apart: the
 * schema must accept every value of the type and name exactly its fields, or the route does not compile (the error
 * names the fields). Compile-time only: the client's bundle gets no zod. `test/types/requestSchemas.ts` proves a
 * drift fails.
 */
export type CheckedAgainst<T, S extends z.ZodType> =
  [T] extends [z.input<S>]
    ? [Exclude<keyof z.input<S>, keyof T>] extends [never]
      ? [Exclude<keyof T, keyof z.input<S>>] extends [never] ? unknown : { 'fields of the type the schema lacks': Exclude<keyof T, keyof z.input<S>> }
      : { 'fields of the schema the type lacks': Exclude<keyof z.input<S>, keyof T> }
    : { 'the schema refuses values of the type': T }

export const requestOf = <T>() => <S extends z.ZodType>(schema: S & CheckedAgainst<T, S>): S => schema
