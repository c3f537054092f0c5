/** Path patterns of the route table: literal segments, `:name`, and a trailing optional `:name?`. */
export type PathParams = Record<string, string>

export function matchPath(pattern: string, path: string): PathParams | null {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
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
