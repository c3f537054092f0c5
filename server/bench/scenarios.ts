/**
 * The load scenarios of `npm run bench:server` and of the growth test (issue 15), run with autocannon against a
 * server on a loopback address: the home payload, the exhibitor list (pages across the list), the exhibitor search,
 * and a registration (POST /tickets, one distinct signed-in person per request).
 */
// @ts-expect-error autocannon ships no type declarations
import autocannonModule from 'autocannon'
import { SEED_IDS } from '../seed/ids'

/** The part of autocannon's API used here. */
interface CannonRequest { method?: string; path: string; body?: string; headers?: Record<string, string>; setupRequest?: (req: CannonRequest) => CannonRequest }
interface CannonOptions { url?: string; connections?: number; duration?: number; amount?: number; requests?: CannonRequest[] }
export interface CannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
}
const autocannon = autocannonModule as (options: CannonOptions) => Promise<CannonResult>

export interface Measure { scenario: string; rps: number; p50: number; p99: number; ok: number; other: number; errors: number }

export type ScenarioName = 'home' | 'exhibitors' | 'search' | 'exhibitorsSignedIn' | 'searchSignedIn' | 'register'
export const SCENARIOS: ScenarioName[] = ['home', 'exhibitors', 'search', 'exhibitorsSignedIn', 'searchSignedIn', 'register']
export const SCENARIO_TITLES: Record<ScenarioName, string> = {
  home: 'home (blocks + meetings)',
  exhibitors: 'exhibitor list page',
  search: 'exhibitor search',
  // A guest's list and search come from the public cache after the first request; a signed-in visitor's (with their
  // own likes) never do, so these two measure the database at the meeting's size.
  exhibitorsSignedIn: 'exhibitor list page, signed in',
  searchSignedIn: 'exhibitor search, signed in',
  register: 'register (POST /tickets)',
}

export interface Target {
  meetingId: string
  /** An open activity with room for every registration of the run, whose form the body below answers. */
  activityId: string
  /** How many exhibitors the meeting has (the list pages are spread over them). */
  exhibitors: number
}

const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

/** Bearer tokens handed out one per registration: `<prefix>-<n>`, n from `first` to `last`. */
export class Tokens {
  constructor(private readonly prefix: string, private next: number, private readonly last: number) {}
  take(): string {
    if (this.next > this.last) throw new Error(`more registrations than the ${this.last} prepared sessions`)
    return `${this.prefix}-${this.next++}`
  }
}

function requestsOf(name: ScenarioName, t: Target, tokens?: Tokens): CannonRequest[] {
  const M = t.meetingId
  switch (name) {
    case 'home':
      return [
        { method: 'GET', path: `/fu/api/meeting/blocks?meeting_id=${M}&limit=999&weight=1&with_hls=1` },
        { method: 'GET', path: `/fu/api/demand/meetings?_id=${M}&limit=1` },
      ]
    case 'exhibitors': {
      // The first page and pages further down the list (a visitor scrolling).
      const pages = [...new Set([0, Math.floor(t.exhibitors / 2), Math.max(0, t.exhibitors - 20)].map((skip) => skip - (skip % 20)))]
      return pages.map((skip) => ({ method: 'GET', path: `/fu/api/exhibitors?meeting_id=${M}&limit=20&skip=${skip}` }))
    }
    case 'search':
      return ['Robotics', encodeURIComponent('星河'), 'Co.%201', 'Aurora'].map((keyword) => ({ method: 'GET', path: `/fu/api/exhibitors/search?meeting_id=${M}&keyword=${keyword}&limit=20` }))
    case 'exhibitorsSignedIn':
    case 'searchSignedIn': {
      if (!tokens) throw new Error('the signed-in scenarios need a session')
      const headers = { authorization: `Bearer ${tokens.take()}` }
      return requestsOf(name === 'exhibitorsSignedIn' ? 'exhibitors' : 'search', t).map((request) => ({ ...request, headers }))
    }
    case 'register': {
      if (!tokens) throw new Error('the registration scenario needs tokens')
      const body = JSON.stringify({ activity_id: t.activityId, name: 'Lin Fang', answers: [heard] })
      return [{
        method: 'POST', path: '/fu/api/tickets', body,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${tokens.take()}` } }),
      }]
    }
  }
}

/** `amount`: exactly that many requests, each answered (instead of as many as `duration` seconds allow). */
export async function cannon(url: string, requests: CannonRequest[], connections: number, duration: number, amount?: number): Promise<CannonResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\/?$/.test(url)) throw new Error(`not a loopback address: ${url}`)
  return autocannon({ url, connections, duration, requests, ...(amount ? { amount } : {}) })
}

export function measure(scenario: string, r: CannonResult): Measure {
  return { scenario, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], other: r.non2xx, errors: r.errors + r.timeouts }
}

/**
 * Runs the named scenarios one after another, each after a 1 s warm-up that is not measured: the server's and the
 * database's first requests (compiling the handlers, planning the statements) are not its steady state. Registrations
 * warm up too, each a new person in an activity of a million places; a run of an exact `amount` (the oversell check)
 * does not, so every one of its requests is counted.
 */
export async function runScenarios(baseUrl: string, target: Target, names: ScenarioName[], options: { connections: number; duration: number; amount?: number; tokens?: Tokens }): Promise<Measure[]> {
  const out: Measure[] = []
  for (const name of names) {
    const requests = requestsOf(name, target, options.tokens)
    if (!options.amount) await cannon(baseUrl, requests, options.connections, 1)
    out.push(measure(name, await cannon(baseUrl, requests, options.connections, options.duration, options.amount)))
  }
  return out
}
