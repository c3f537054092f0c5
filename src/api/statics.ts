/**
 * Static data (SPEC §7 "Static"): the domains the mini-program's web-view may open, region names (English unless
 * Chinese is asked for) and short links (`/etc/redirect?hash=`).
 */
import type { ShortLink } from '@fu-types/api'
import { request } from './http'

export const fetchWebViewDomains = () => request<string[]>('/static/webview-domains')



export const resolveShortLink = (hash: string) => request<ShortLink>(`/short-links/${encodeURIComponent(hash)}`)
