/** Path patterns of the route table: literal segments, `:name`, and a trailing optional `:name?`. */
export type PathParams = Record<string, string>

export const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean)

/**
 * Each pattern split once: the first screen resolves a dozen locations against the whole table (the route host, the
 * tab bar's entries, the top bar), and splitting 140 patterns each time was a visible part of it on a phone (issue 15).
 */
const patternSegments = new Map<string, string[]>()

export function matchPath(pattern: string, path: string): PathParams | null {
  return matchSegments(pattern, segmentsOf(path))
}

/** matchPath for a path already split into its segments (a table is searched with one split of the path). */
export function matchSegments(pattern: string, have: readonly string[]): PathParams | null {
  let want = patternSegments.get(pattern)
  if (!want) patternSegments.set(pattern, want = segmentsOf(pattern))
  const params: PathParams = {}
  for (let i = 0; i < Math.max(want.length, have.length); i++) {
    const segment = want[i]
    const value = have[i]
    if (segment === undefined) return null
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?')
      const name = segment.slice(1, optional ? -1 : undefined)
      if (value === undefined) {
        if (optional) continue
        return null
      }
      try {
        params[name] = decodeURIComponent(value)
      } catch {
        return null
      }
      continue
    }
    if (segment !== value) return null
  }
  return params
}

/** Builds a path from a pattern; throws when a required parameter is missing. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const out = pattern.split('/').filter(Boolean).flatMap(segment => {
    if (!segment.startsWith(':')) return [segment]
    const optional = segment.endsWith('?')
    const name = segment.slice(1, optional ? -1 : undefined)
    const value = params[name]
    if (value === undefined || value === '') {
      if (optional) return []
      throw new Error(`route ${pattern} needs ${name}`)
    }
    return [encodeURIComponent(String(value))]
  })
  return `/${out.join('/')}`
}
