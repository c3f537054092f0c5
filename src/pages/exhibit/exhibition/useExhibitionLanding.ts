import type { Category, Enterprise, ObjectId, Product } from '@fu-types/entities'
import { listCategories } from '@/api/categories'
import { enterpriseFacets, listEnterprises, listProducts, type FacetCount } from '@/api/enterprises'
import { invitationDates, localize, showsExhibitors } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { exhibitorCard, exhibitorCardTexts, productCard, type ExhibitorCardData } from '@/components/exhibit/cards'

const FEATURED_LIMIT = 6

/** A hall: the key companies carry in their `hall` field (what the exhibitor filter's `hall` query takes), its name and how many exhibitors it holds. */
interface HallView { key: string; title: string; count: number }

/** Waits for the meeting store when no meeting id is known yet. */
const waitForMeeting = <T>() => new Promise<T>(() => undefined)

/**
 * /exhibition: the exhibition half of the event. The meeting's word for it (`exhibition.exhibition_txt`) heads it; then
 * its halls with their exhibitor counts, the zones (exhibition categories) and product categories,
 * the featured (recommended) exhibitors and some products, and the way to the conference. A meeting that does not show
 * its exhibitors (`show_exhibitor` ≠ 1) keeps the halls and says the list is not public yet.
 * A hall is the company's own `hall` ({ key, title }), counted by GET /enterprises/facets — the same model as the
 * exhibitor filter's hall facet; exhibitor categories are the kinds of exhibitor (the list's tabs), never halls.
 */
export function useExhibitionLanding(shown: ScreenMeeting) {
  const { language, meeting: meetingStore } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId, timezone } = shown

  const remote = useRemote<{ halls: FacetCount[]; zones: Category[]; productKinds: Category[]; featured: Enterprise[]; products: Product[] }>(async () => {
    if (!meetingId) return waitForMeeting()
    const [facets, zones, productKinds, featured, products] = await Promise.all([
      enterpriseFacets({ meeting_id: meetingId }),
      listCategories('exhibition', { meeting_id: meetingId }),
      listCategories('exhibitor_product', { meeting_id: meetingId }),
      listEnterprises({ meeting_id: meetingId, limit: FEATURED_LIMIT }),
      listProducts({ meeting_id: meetingId, limit: FEATURED_LIMIT }),
    ])
    return { halls: facets.halls.filter(hall => hall.total > 0), zones: zones.filter(c => c.display !== 0), productKinds: productKinds.filter(c => c.display !== 0), featured: featured.results ?? [], products: products.results ?? [] }
  }, [meetingId])

  const meeting = shown.loaded
  const data = remote.data
  const halls: HallView[] = (data?.halls ?? []).map(hall => ({ key: String(hall.key ?? hall._id ?? ''), title: localize(hall.title, lang), count: hall.total }))
  const exhibitors: ExhibitorCardData[] = (data?.featured ?? []).map(e => exhibitorCard(e, lang))
  const meetingFailed = !meeting && meetingStore.status === 'failed'

  return {
    t,
    status: meetingFailed ? 'failed' as const : remote.status,
    error: meetingFailed ? meetingStore.error : remote.error,
    retry: meetingFailed ? () => void meetingStore.retry() : remote.retry,
    /** The meeting's word for its exhibition, else ours. */
    heading: localize(meeting?.exhibition?.exhibition_txt, lang) || t('route.exhibition'),
    dates: meeting ? invitationDates(meeting.start, meeting.end, timezone) : '',
    hidden: !!meeting && !showsExhibitors(meeting),
    halls,
    zones: [...(data?.zones ?? []), ...(data?.productKinds ?? [])].map(c => ({ id: c._id, title: localize(c.title, lang) })),
    exhibitors,
    exhibitorTexts: (card: ExhibitorCardData) => exhibitorCardTexts(t, card),
    products: (data?.products ?? []).map(p => productCard(p, lang)),
    applyText: localize(meeting?.exhibition?.exhibit_txt, lang) || t('exhibit.list.apply'),
    /** A hall's exhibitors: the exhibitor filter with that hall chosen. */
    openHall: (key: string) => { void navigateTo('exhibitorFilter', { hall: key, meeting_id: meetingId }) },
    openExhibitor: (id: ObjectId) => { void navigateTo('meetingEnterprise', { enterprise_id: id, meeting_id: meetingId }) },
    openProduct: (id: ObjectId) => { void navigateTo('meetingProduct', { product_id: id, meeting_id: meetingId }) },
    allExhibitors: () => { void navigateTo('exhibit', { meeting_id: meetingId }) },
    searchExhibitors: () => { void navigateTo('exhibitorSearch', { meeting_id: meetingId }) },
    searchProducts: () => { void navigateTo('productSearch', { meeting_id: meetingId }) },
    apply: () => { void navigateTo('meetingApply', { meeting_id: meetingId }) },
    conference: () => { void navigateTo('conference', { meeting_id: meetingId }) },
  }
}

export type ExhibitionLandingData = ReturnType<typeof useExhibitionLanding>
