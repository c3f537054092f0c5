import { parseQuery } from '@/core/query'
import { matchSegments, segmentsOf, type PathParams } from './match'
import { redirects as defaultRedirects, routes as defaultRoutes, type RedirectDef, type RouteDef } from './routes'

export interface ResolvedRoute {
  route: RouteDef
  params: PathParams
  query: Record<string, string>
  /** The path after redirects, for the address bar. */
  path: string
}

const MAX_REDIRECTS = 5

/** Resolves a hash location (`/meeting/home?x=1`) to its route, following redirects; unknown paths give /404. */
export function resolveLocation(location: string, table: readonly RouteDef[] = defaultRoutes, redirects: readonly RedirectDef[] = defaultRedirects): ResolvedRoute {
  const [locationPath, search = ''] = location.split('?')
  let path = locationPath || '/'
  let query = parseQuery(search)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const redirect = firstMatch(redirects, path)
    if (!redirect) break
    const next = redirect.def.to(redirect.params, query)
    path = next.path
    query = next.query ?? query
  }
  const found = firstMatch(table, path)
  if (found) return { route: found.def, params: found.params, query, path }
  const notFound = table.find(r => r.path === '/404') as RouteDef
  return { route: notFound, params: {}, query: { from: location }, path: '/404' }
}

function firstMatch<T extends { path: string }>(defs: readonly T[], path: string): { def: T; params: PathParams } | null {
  const segments = segmentsOf(path)
  for (const def of defs) {
    const params = matchSegments(def.path, segments)
    if (params) return { def, params }
  }
  return null
}
