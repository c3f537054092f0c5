import { showsExhibitors } from '@/core/exhibition'
import { useState } from 'react'
import type { Category, Enterprise, ObjectId } from '@fu-types/entities'
import { listCategories } from '@/api/categories'
import { listExhibitorsRecommendedFirst } from '@/api/enterprises'
import { recordMeetingAction } from '@/api/meetings'
import { localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { pagingTexts } from '@/components/LoadMore'
import type { RouteQuery } from '@/router/routes'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { exhibitorCard, exhibitorCardTexts, type ExhibitorCardData } from '@/components/exhibit/cards'

export const EXHIBITOR_PAGE_SIZE = 12

/** Waits for the meeting store when no meeting id is known yet. */
const waitForMeeting = <T>() => new Promise<T>(() => undefined)

interface CategoryTab { id: ObjectId | ''; title: string }

/**
 * The exhibitor list's data and actions: the meeting's category tabs
 * (GET /exhibitor/categories, weight order), the exhibitors of the chosen tab page by page with the recommended
 * ones first, the meeting's own wording (exhibitor_txt, exhibit_txt), and whether it shows exhibitors at all.
 */
export function useExhibitorList(query: RouteQuery<'exhibit'>, shown: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId } = shown
  const [categoryId, setCategoryId] = useState<ObjectId | ''>(query.category_id || '')

  const categories = useRemote<Category[]>(
    () => (meetingId ? listCategories('exhibitor', { meeting_id: meetingId }) : waitForMeeting()),
    [meetingId],
  )
  const list = usePagedList<Enterprise>(
    (skip, limit) => (meetingId
      ? listExhibitorsRecommendedFirst({ meeting_id: meetingId, category_id: categoryId || undefined }, skip, limit)
      : waitForMeeting()),
    [meetingId, categoryId],
    EXHIBITOR_PAGE_SIZE,
  )

  const meeting = shown.loaded
  const exhibition = meeting?.exhibition
  const tabs: CategoryTab[] = [
    { id: '', title: t('exhibit.list.all') },
    ...(categories.data ?? []).filter(c => c.display !== 0).map(c => ({ id: c._id, title: localize(c.title, lang) })),
  ]
  const cards: ExhibitorCardData[] = list.items.map(item => exhibitorCard(item, lang))
  const cardTexts = (card: ExhibitorCardData) => exhibitorCardTexts(t, card)

  return {
    t,
    /** The meeting's word for exhibitors, else ours. */
    heading: localize(exhibition?.exhibitor_txt, lang) || t('exhibit.list.heading'),
    applyText: localize(exhibition?.exhibit_txt, lang) || t('exhibit.list.apply'),
    /** Known only once the meeting is loaded: a meeting that does not show exhibitors (show_exhibitor ≠ 1) says so. */
    hidden: !!meeting && !showsExhibitors(meeting),
    tabs,
    categoryId,
    chooseCategory: (id: ObjectId | '') => {
      setCategoryId(id)
      // SPEC §7: opening an exhibitor category is counted (POST /meetings/{id}/exhibitor/category/views).
      if (id && meetingId) recordMeetingAction(meetingId, 'exhibitor/category/views', { target_id: id }).catch(() => undefined)
    },
    list,
    cards,
    cardTexts,
    pagingTexts: pagingTexts(t, t('exhibit.list.total', { total: list.total })),
    open: (id: ObjectId) => { void navigateTo('meetingEnterprise', { enterprise_id: id, meeting_id: meetingId }) },
    searchExhibitors: () => { void navigateTo('exhibitorSearch', { meeting_id: meetingId }) },
    searchProducts: () => { void navigateTo('productSearch', { meeting_id: meetingId }) },
    /** The exhibitor filter, starting from the category chosen here. */
    filterExhibitors: () => { void navigateTo('exhibitorFilter', { meeting_id: meetingId, ...(categoryId ? { category_id: categoryId } : {}) }) },
    apply: () => { void navigateTo('meetingApply', { meeting_id: meetingId }) },
  }
}

export type ExhibitorListData = ReturnType<typeof useExhibitorList>
