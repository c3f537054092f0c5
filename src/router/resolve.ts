import { matchPath, parseQuery, type PathParams } from './match'
import { routes, type RouteDef } from './routes'

export interface ResolvedRoute {
  route: RouteDef
  params: PathParams
  query: Record<string, string>
  /** The path after redirects, for the address bar. */
  path: string
}

const MAX_REDIRECTS = 5

/** Resolves a hash location (`/meeting/home?x=1`) to its route, following redirects; unknown paths give /404. */
export function resolveLocation(location: string, table: RouteDef[] = routes): ResolvedRoute {
  const [locationPath, search = ''] = location.split('?')
  let path = locationPath
  let query = parseQuery(search)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const found = findRoute(path || '/', table)
    if (!found) break
    const { route, params } = found
    if (!route.redirect) return { route, params, query, path }
    const next = route.redirect(params, query)
    path = next.path
    query = next.query ?? query
  }
  const notFound = table.find(r => r.path === '/404') as RouteDef
  return { route: notFound, params: {}, query: { from: location }, path: '/404' }
}

function findRoute(path: string, table: RouteDef[]): { route: RouteDef; params: PathParams } | null {
  for (const route of table) {
    const params = matchPath(route.path, path)
    if (params) return { route, params }
  }
  return null
}
