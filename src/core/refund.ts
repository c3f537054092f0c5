/**
 * The refund rule (issue 25), shared by the server (server/modules/orders/refund.ts refuses after it, 4405) and the client (which
 * offers "Request refund" and shows the deadline): a paid registration may be refunded until `refund_hours_before`
 * hours before the activity's start (24 when the activity says nothing).
 */
const DEFAULT_REFUND_HOURS_BEFORE = 24

/** The last second (unix seconds) a refund may be asked for. */
export function refundDeadline(activity: { start: number; refund_hours_before?: number | null }): number {
  const hours = activity.refund_hours_before ?? DEFAULT_REFUND_HOURS_BEFORE
  return activity.start - Math.max(0, hours) * 3600
}

export function refundOpen(activity: { start: number; refund_hours_before?: number | null }, now: number): boolean {
  return now < refundDeadline(activity)
}
