/**
 * The calls of SPEC §7 as (method, path) pairs, read from the SPEC's shorthand:
 * - `GET/POST /enterprise/likes` → both methods; a path without a method takes the previous one in its clause (`;`);
 * - `POST /enterprises/{id}/views|calls|attachments/views` → one path per alternative of the last part;
 * - a path after a full one may be relative to it (`GET /enterprises, /count, PUT /{id}`, `PUT /tickets/{id},
 *   /approve`): each call keeps its candidate readings (as written, and appended to the previous call's path or one of
 *   its parents) and counts as present when one of them is a route;
 * - a path without a method of its own takes the previous method list when it is a full path (`GET/POST /user/friends,
 *   /user/friend/applications`), the list's last method when it is relative (`POST/GET /users, /count` → GET);
 * - text in parentheses (parameters, notes), clause labels (`vote:`) and query strings (`?sid`) are left out.
 */
import fs from 'node:fs'

export interface SpecCall {
  method: string
  /** As written in the SPEC (for the report). */
  written: string
  /** The readings, the first one being the path as written. */
  candidates: string[]
}

const METHOD = /^(?:GET|POST|PUT|DELETE)(?:\/(?:GET|POST|PUT|DELETE))*$/

function stripParentheses(text: string): string {
  let out = ''
  let depth = 0
  for (const ch of text) {
    if (ch === '(') depth++
    else if (ch === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) out += ch
  }
  return out
}

const parents = (path: string): string[] => {
  const parts = path.split('/').filter(Boolean)
  return parts.map((_, i) => '/' + parts.slice(0, parts.length - i).join('/'))
}

export function specSection7(specPath: string): string {
  const spec = fs.readFileSync(specPath, 'utf8')
  const start = spec.indexOf('## 7. Calls')
  const end = spec.indexOf('\n## 8.', start)
  if (start < 0 || end < 0) throw new Error('SPEC §7 not found')
  return spec.slice(start, end)
}

/**
 * Bullets whose calls the reference server mounts under a prefix. The SPEC's match service is "another host" with its
 * own base (the client's setMatchServiceBase); the reference server serves it at /fu/api/match (modules/copilot/match.routes.ts).
 */
const MOUNTED: Record<string, string> = { 'Match service': '/match' }

export function parseSpecCalls(section: string): SpecCall[] {
  const calls: SpecCall[] = []
  for (const line of section.split('\n')) {
    const bullet = /^- ([^:]+):\s*(.*)$/.exec(line)
    if (!bullet) continue
    let previous: string | undefined
    const mount = MOUNTED[stripParentheses(bullet[1]).trim()] ?? ''
    for (const clause of stripParentheses(bullet[2]).split(';')) {
      let methods: string[] = []
      let ownMethod = false
      // Tokens: a method list, or a path (up to a space, comma or the end).
      const tokens = clause.replace(/\b[a-z]+:\s/g, ' ').match(/(?:GET|POST|PUT|DELETE)(?:\/(?:GET|POST|PUT|DELETE))*(?=\s)|\/[^\s,]*/g) ?? []
      for (const token of tokens) {
        if (METHOD.test(token)) { methods = token.split('/'); ownMethod = true; continue }
        if (!methods.length) continue
        const path = mount + token.replace(/\?.*$/, '').replace(/[.]+$/, '').replace(/\/+$/, '')
        if (!path || path.includes('...')) continue
        const [first, ...alternatives] = path.split('|')
        const stem = first.slice(0, first.lastIndexOf('/') + 1)
        const paths = [first, ...alternatives.map((a) => stem + a)]
        const relative = Boolean(previous) && first.split('/').filter(Boolean).length === 1
        const callMethods = ownMethod || !relative ? methods : methods.slice(-1)
        ownMethod = false
        for (const p of paths) {
          // A path of parameters only (`PUT /{id}`) is always relative.
          const asWritten = p.split('/').filter(Boolean).every(isParam) ? [] : [p]
          const candidates = [...asWritten, ...(previous ? parents(previous).map((b) => b + p) : [])]
          for (const method of callMethods) calls.push({ method, written: `${method} ${p}`, candidates })
        }
        // A one-part path is read relative to the previous full one, which stays the base; a longer one becomes the base.
        if (!previous || first.split('/').filter(Boolean).length > 1) previous = first
      }
    }
  }
  return calls
}

const isParam = (s: string) => /^\{[^}]*\}$/.test(s) || s.startsWith(':')

/**
 * `/a/{id}` and `/a/:id` are the same route. `loose`: a parameter part also matches any literal part
 * (`/speaker/categories` is served by `/{type}/categories`).
 */
export function pathMatches(specPath: string, routePath: string, loose = false): boolean {
  const a = specPath.split('/').filter(Boolean)
  const b = routePath.split('/').filter(Boolean)
  if (a.length !== b.length) return false
  return a.every((s, i) => s === b[i] || (isParam(s) && isParam(b[i])) || (loose && (isParam(s) || isParam(b[i]))))
}

/** The route serving a call: an exact reading first, then one through a parameter; undefined when none. */
export function findRoute(call: SpecCall, routes: { method: string; path: string }[]): string | undefined {
  for (const loose of [false, true]) {
    for (const candidate of call.candidates) {
      const route = routes.find((r) => r.method === call.method && pathMatches(candidate, r.path, loose))
      if (route) return route.path
    }
  }
  return undefined
}
