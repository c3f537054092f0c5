/**
 * Error and performance reports (SPEC §9): one session in ten reports (10 %), each distinct error once, at most a few
 * per session, texts cut to what the server stores; the route without its query (queries can hold personal ids).
 */

export const REPORT_SAMPLE_RATE = 0.1
/** A session sends no more than this many reports, so a loop of errors cannot flood the server. */
export const REPORTS_PER_SESSION = 20

type ReportKind = 'error' | 'vital'
export interface ClientReport {
  kind: ReportKind
  name: string
  value?: number
  message?: string
  stack?: string
  route?: string
  meeting_id?: string
}

/** Whether this session reports: `random` is one draw in [0, 1) made when the session starts. */
export function isSampledSession(random: number): boolean {
  return random < REPORT_SAMPLE_RATE
}

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/
const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined)

/** The route's path only: `/meeting/user?user_id=…` → `/meeting/user`. */
export function reportRoute(route: string): string {
  return (route.split('?')[0] || '/').slice(0, 500)
}

/** An uncaught error (or a rejection's reason, whatever it is) as a report. */
export function errorReport(error: unknown, route: string, meetingId?: string): ClientReport {
  const name = error instanceof Error && NAME.test(error.name) ? error.name : 'Error'
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : safeJson(error)
  return {
    kind: 'error', name,
    message: cut(message, 1000),
    stack: cut(error instanceof Error ? error.stack : undefined, 4000),
    route: reportRoute(route),
    ...(meetingId ? { meeting_id: meetingId } : {}),
  }
}

/** A web vital (LCP, FCP, CLS, INP, TTFB) as a report; none for a name or value the server would refuse. */
export function vitalReport(name: string, value: number, route: string, meetingId?: string): ClientReport | undefined {
  if (!NAME.test(name) || !Number.isFinite(value) || value < 0) return undefined
  return { kind: 'vital', name, value: Math.round(value * 1000) / 1000, route: reportRoute(route), ...(meetingId ? { meeting_id: meetingId } : {}) }
}

/** The same error again (a render loop, a timer) is not reported twice in a session. */
export function reportKey(report: ClientReport): string {
  return report.kind === 'error' ? `error:${report.name}:${report.message ?? ''}:${report.route ?? ''}` : `vital:${report.name}:${report.route ?? ''}`
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
