/** The calendar day of a moment in a meeting's time zone, for the rules that count per day (votes, booking days). */

/**
 * YYYY-MM-DD of `at` (seconds) in `timeZone` (default Asia/Shanghai). A zone Intl does not know gives the UTC day
 * instead of failing the request (a stored zone is not re-checked on every read).
 */
export function zoneDay(at: number, timeZone = 'Asia/Shanghai'): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at * 1000))
  } catch {
    return new Date(at * 1000).toISOString().slice(0, 10)
  }
}
