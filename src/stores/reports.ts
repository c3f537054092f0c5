import { sendReport } from '@/api/reports'
import { errorReport, isSampledSession, reportKey, REPORTS_PER_SESSION, vitalReport, type ClientReport } from '@/core/reports'
import type { Platform } from '@/platform'
import type { MeetingStore } from './MeetingStore'

/**
 * SPEC §9: error and performance reports, sampled at 10 % of sessions (`random` draws once), each distinct one sent
 * once, with the route and the meeting on screen. A report that fails to send is dropped: it must never cause another.
 * Returns the function that stops watching.
 */
export function startReports(platform: Platform, meeting: MeetingStore, random: () => number = Math.random): () => void {
  if (!isSampledSession(random())) return () => undefined
  const sent = new Set<string>()
  const send = (report: ClientReport | undefined) => {
    if (!report || sent.size >= REPORTS_PER_SESSION) return
    const key = reportKey(report)
    if (sent.has(key)) return
    sent.add(key)
    Promise.resolve().then(() => sendReport(report)).catch(() => undefined)
  }
  const where = () => ({ route: platform.currentRoute(), meetingId: meeting.meeting?._id })
  const stopErrors = platform.watchErrors?.(error => {
    const { route, meetingId } = where()
    send(errorReport(error, route, meetingId))
  })
  const stopVitals = platform.watchVitals?.((name, value) => {
    const { route, meetingId } = where()
    send(vitalReport(name, value, route, meetingId))
  })
  return () => { stopErrors?.(); stopVitals?.() }
}
