import type { Display } from '../display'
import type { ExhibitorApplicationStatusKey } from '../messages'

/** An application to exhibit: 0 under review, 1 approved, 2 rejected (the organiser decides). */
export type ExhibitorApplicationStatus = 0 | 1 | 2

export function exhibitorApplicationDisplay(status: number): Display<ExhibitorApplicationStatusKey> {
  if (status === 1) return { key: 'exhibitorApply.status.approved', tone: 'green' }
  if (status === 2) return { key: 'exhibitorApply.status.rejected', tone: 'red' }
  return { key: 'exhibitorApply.status.reviewing', tone: 'amber' }
}

/** Under review or rejected, the applicant may change and send it again; an approved application is final. */
export function canEditExhibitorApplication(status: number | null | undefined): boolean {
  return status !== 1
}
