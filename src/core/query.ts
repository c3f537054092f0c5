/** Query strings of our routes and calls: one encoder, one decoder. */
export type Query = Record<string, string | number | boolean | undefined | null>

/** `?a=1&b=x`, skipping undefined and null; '' when nothing is left. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return ''
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Decodes `?a=1&b=x+y`; a malformed pair is dropped rather than the whole query. */
export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {}
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    try {
      query[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' '))
    } catch {
      // keep the other pairs
    }
  }
  return query
}
