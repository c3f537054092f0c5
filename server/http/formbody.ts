/**
 * Parses query strings and form-urlencoded bodies (the client's default, SPEC §7) into nested objects:
 * `a[b]=1&list[0][x]=2&tags[]=p` → { a: { b: '1' }, list: [{ x: '2' }], tags: ['p'] }.
 * A value that is a JSON object or array (`members=[{…}]`) is parsed as JSON.
 * Splitting and decoding are the WHATWG URLSearchParams' (linear; a bad escape decodes to U+FFFD as in browsers);
 * each pair is placed in constant time, so the cost grows with the body, never with the square of its keys.
 */
import { ApiError, ErrorCode } from './errors'

/** The most pairs a form body may carry: the largest form (a group's attendees with their answers) has a few hundred. */
export const MAX_FORM_PAIRS = 1000
/** The largest form-encoded body: the longest text (10 000 characters, each up to 9 bytes encoded) with room to spare. */
export const FORM_BODY_LIMIT = 128 * 1024
const MAX_DEPTH = 5
const MAX_INDEX = 999
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

type Node = Record<string, unknown> | unknown[]

/** A form-encoded body: refused with a 400 beyond MAX_FORM_PAIRS pairs (the size limit is the parser's bodyLimit). */
export function parseFormBody(input: string): Record<string, unknown> {
  const pairs = new URLSearchParams(input)
  if (pairs.size > MAX_FORM_PAIRS) {
    throw new ApiError(400, ErrorCode.ValidationFailed, `body: a form may carry at most ${MAX_FORM_PAIRS} fields`)
  }
  return nest(pairs)
}

export function parseNested(input: string): Record<string, unknown> {
  if (!input) return {}
  return nest(new URLSearchParams(input))
}

function nest(pairs: URLSearchParams): Record<string, unknown> {
  // A plain object read through own properties only (`toString=1` is a key, not the inherited function): copying a
  // null-prototype object into a plain one cost more than the rest of the parsing.
  const root: Record<string, unknown> = {}
  for (const [rawKey, rawValue] of pairs) {
    const value = jsonOrString(rawValue)
    // A plain key (`meeting_id=…`, most of them) needs no splitting: this runs for every request's query string.
    if (!rawKey.includes('[')) {
      if (!FORBIDDEN_KEYS.has(rawKey)) assign(root, [rawKey], value)
      continue
    }
    const keys = splitKey(rawKey)
    if (!keys || keys.some((k) => FORBIDDEN_KEYS.has(k))) continue
    assign(root, keys, value)
  }
  return root
}

function jsonOrString(value: string): unknown {
  const first = value[0]
  if ((first === '{' || first === '[') && value.length > 1) {
    try { return JSON.parse(value) } catch { return value }
  }
  return value
}

function splitKey(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) return [key]
  const rest = match[2] ? match[2].slice(1, -1).split('][') : []
  if (rest.length > MAX_DEPTH) return undefined
  return [match[1], ...rest]
}

function assign(root: Record<string, unknown>, keys: string[], value: unknown): void {
  let node: Node = root
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]
    const last = i === keys.length - 1
    const nextIsIndex = !last && (keys[i + 1] === '' || /^\d+$/.test(keys[i + 1]))
    if (Array.isArray(node)) {
      const index = key === '' ? node.length : Number(key)
      if (!Number.isInteger(index) || index > MAX_INDEX) return
      if (last) { node[index] = value; return }
      node[index] ??= nextIsIndex ? [] : {}
      node = node[index] as Node
    } else {
      if (last) {
        const existing = own(node, key)
        // Repeated plain keys (a=1&a=2) become a list, appended in place (copying it per key was quadratic: issue 26 F1).
        if (existing === undefined) node[key] = value
        else if (Array.isArray(existing)) existing.push(value)
        else node[key] = [existing, value]
        return
      }
      const existing = own(node, key)
      if (typeof existing !== 'object' || existing === null) node[key] = nextIsIndex ? [] : {}
      node = node[key] as Node
    }
  }
}

function own(node: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined
}
