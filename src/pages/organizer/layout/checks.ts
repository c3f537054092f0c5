/** The layout form's own checks before it saves: titles in each language, a list's count, and pages that are ours. */
import type { LanguageCode } from '@fu-types/entities'
import type { LayoutBlock, LayoutNavigationEntry } from '@fu-types/api'
import { isSafeRedirect } from '@/core/links'
import { MAX_BLOCK_LIMIT } from '@/core/layoutDraft'
import type { MessageKey } from '@/i18n'
import { resolveLocation } from '@/router/resolve'

type T = (key: MessageKey, params?: Record<string, string | number>) => string

/** One of our routes (not the 404 a link to no route of ours opens). */
export const isOwnRoute = (link: string): boolean => isSafeRedirect(link) && resolveLocation(link).route.name !== 'notFound'

/** The item trimmed, and the errors by field (`title.en`, `limit`, `covers.0.img`, `link`). */
export function checkedItem(list: 'blocks' | 'navigation', item: LayoutBlock | LayoutNavigationEntry, languages: readonly LanguageCode[], t: T) {
  const errors: Record<string, string> = {}
  const title = Object.fromEntries(Object.entries(item.title).map(([l, text]) => [l, (text ?? '').trim()]))
  for (const l of languages) if (!title[l]) errors[`title.${l}`] = t('organizer.layout.error.title')
  if (list === 'navigation') {
    const entry = item as LayoutNavigationEntry
    const link = entry.link.trim()
    const mobile = (entry.mobile_link ?? '').trim()
    if (!isOwnRoute(link)) errors.link = t('organizer.layout.error.route')
    if (mobile && !isOwnRoute(mobile)) errors.mobile_link = t('organizer.layout.error.route')
    return { value: { ...entry, title, link, mobile_link: mobile, cover: (entry.cover ?? '').trim() }, errors }
  }
  const block = item as LayoutBlock
  if (block.limit !== undefined && !(Number.isInteger(block.limit) && block.limit >= 1 && block.limit <= MAX_BLOCK_LIMIT)) {
    errors.limit = t('organizer.layout.error.limit')
  }
  const covers = block.covers?.map(c => ({ ...c, img: c.img.trim(), link: (c.link ?? '').trim() }))
  covers?.forEach((c, i) => { if (!c.img) errors[`covers.${i}.img`] = t('organizer.layout.error.image') })
  return { value: { ...block, title, ...(covers ? { covers } : {}) }, errors }
}
