/** Error and performance reports (SPEC §9): POST /reports, one per report; sampling is the caller's (core/reports.ts). */
import type { ClientReport } from '@/core/reports'
import { request } from './http'

export const sendReport = (report: ClientReport) => request<{ _id: string }>('/reports', { method: 'POST', body: { ...report } })
