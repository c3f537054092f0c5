/** My personal calendar feed (issue 16): its address, a new address (the old one stops working), turning it off. */
import type { CalendarFeed } from '@fu-types/api'
import type { LanguageCode } from '@fu-types/entities'
import { request } from './http'

export const fetchCalendarFeed = (lang: LanguageCode) => request<CalendarFeed>('/calendar/feed', { query: { lang } })
export const rotateCalendarFeed = (lang: LanguageCode) => request<CalendarFeed>('/calendar/feed/rotate', { method: 'POST', query: { lang } })
export const revokeCalendarFeed = () => request<{ revoked: boolean }>('/calendar/feed', { method: 'DELETE' })
