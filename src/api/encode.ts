// One query encoder for routes and calls (src/core/query.ts).
export { buildQuery, type Query } from '@/core/query'

/**
 * Form-urlencoded body (SPEC §7's default) with bracket keys for nesting, as the server reads them:
 * `{ group: { name: 'A' }, members: [{ name: 'B' }] }` → `group[name]=A&members[0][name]=B`.
 * Values stay strings on the wire; undefined and null are left out, and so are empty arrays.
 */
export function encodeForm(body: Record<string, unknown>): string {
  const parts: string[] = []
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) value.forEach((item, i) => add(`${key}[${i}]`, item))
    else if (typeof value === 'object') Object.entries(value as Record<string, unknown>).forEach(([k, v]) => add(`${key}[${k}]`, v))
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  Object.entries(body).forEach(([key, value]) => add(key, value))
  return parts.join('&')
}
