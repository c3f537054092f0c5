/**
 * Static data (SPEC §7 "Static"): the domains the mini-program's web-view may open, region names (English unless
 * Chinese is asked for) and short links (`/etc/redirect?hash=`).
 */
import type { RegionName, ShortLink } from '@fu-types/api'
import { request } from './http'

export const fetchWebViewDomains = () => request<string[]>('/static/webview-domains')

export const listRegions = (language: 'en' | 'zh' = 'en') => request<RegionName[]>('/static/regions', { query: { language } })

/** Organisers only: `target` is one of our routes (`/…`) or an http(s) address. */
export const createShortLink = (target: string) => request<ShortLink>('/short-links', { method: 'POST', body: { target } })

export const resolveShortLink = (hash: string) => request<ShortLink>(`/short-links/${encodeURIComponent(hash)}`)
