/** Text in the four UI languages. */
export const L = (zh: string, en: string, ja: string, ko: string) => ({ zh, en, ja, ko })
export const img = (name: string) => `/fu/static/${name}`
export const DAY = 24 * 3600
export const HOUR = 3600

/**
 * The programme's clock, in the meeting's time zone (Asia/Shanghai, UTC+8, no daylight saving): times of the demo
 * fall on the hour or half hour of real days, as an organiser would set them, never on the minute the seed ran.
 * `day(n, '09:30')` is that time n days after the expo opens (a week after seeding); negative n before it.
 */
export function programme(now: number) {
  const openingDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date((now + 7 * DAY) * 1000))
  const opening = Math.floor(Date.parse(`${openingDate}T00:00:00+08:00`) / 1000)
  const HALF = HOUR / 2
  return {
    day: (n: number, time: string) => {
      const [h, m] = time.split(':').map(Number)
      return opening + n * DAY + h * HOUR + m * 60
    },
    /** The last half hour at or before `t` (a live running now started on the half hour). */
    floorHalfHour: (t: number) => t - (t % HALF),
    /** The first full hour after `t`. */
    nextHour: (t: number) => t - (t % HOUR) + HOUR,
  }
}
