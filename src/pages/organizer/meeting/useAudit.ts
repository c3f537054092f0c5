import type { AuditEntry } from '@fu-types/api'
import { listMeetingAudit } from '@/api/organizer'
import { usePagedList } from '@/components/usePagedList'

const PAGE = 20

/** The meeting's audit log, newest first, 20 a page (owner and admin: `allowed` false reads nothing). */
export function useAudit(meetingId: string | undefined, allowed: boolean, reloadKey: number) {
  return usePagedList<AuditEntry>(
    (skip, limit) => (meetingId && allowed
      ? listMeetingAudit(meetingId, { skip, limit }).then(page => ({ items: page.results, total: page.total ?? page.results.length }))
      : Promise.resolve({ items: [], total: 0 })),
    [meetingId, allowed, reloadKey],
    PAGE,
  )
}
