/** Text in the four UI languages. */
export const L = (zh: string, en: string, ja: string, ko: string) => ({ zh, en, ja, ko })
export const img = (name: string) => `/fu/static/${name}`
export const DAY = 24 * 3600
export const HOUR = 3600
