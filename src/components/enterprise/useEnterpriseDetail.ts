import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Enterprise, EnterpriseAttachment, Product } from '@fu-types/entities'
import { enterpriseAction, fetchEnterprise, likeEnterprise, listProducts, praiseEnterprise, unlikeEnterpriseOf, unpraiseEnterprise } from '@/api/enterprises'
import { localize, splitRichText } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { pagingTexts } from '@/components/LoadMore'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { productCard, type ProductCardData } from '@/components/exhibit/cards'
import { useLike } from '@/components/useLike'
import { useMatchSuggestions } from '@/components/useMatchSuggestions'

export const ENTERPRISE_PRODUCTS_PAGE_SIZE = 8

/** Domains the mini-program's web-view may open; none are configured in the client yet (documents get the copy dialog there). */
const WEB_VIEW_WHITELIST: readonly string[] = []

interface AttachmentItem { id: string; title: string; url: string }

/**
 * The company page's data and actions: the enterprise (a deleted one goes to /204 in the
 * http layer), counted as viewed once per open, its introduction as sanitised rich text in chunks, its products page
 * by page, its documents (each opening counted), its contact (calls and e-mails counted), the like and the praise of
 * a signed-in visitor (a guest signs in first), and suppliers / clients like it for the visitor (match service).
 */
export function useEnterpriseDetail(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session, platform, meeting: meetingStore } = useStores()
  const t = language.t
  const lang = language.language
  const enterpriseId = query.enterprise_id || ''
  const loggedIn = session.loggedIn

  const item = useRemote<Enterprise | null>(
    () => (enterpriseId ? fetchEnterprise(enterpriseId) : Promise.resolve(null)),
    // Signing in changes what the item says about the visitor's like.
    [enterpriseId, loggedIn],
  )
  const enterprise = item.data ?? undefined
  const { id: meetingId } = meeting

  // One view per open of the page, not per reload of the item (retry, sign-in).
  const [counted] = useState(() => new Set<string>())
  useEffect(() => {
    if (!enterprise || counted.has(enterprise._id)) return
    counted.add(enterprise._id)
    enterpriseAction(enterprise._id, 'views').catch(() => undefined)
  }, [enterprise, counted])

  const products = usePagedList<Product>(async (skip, limit) => {
    if (!enterpriseId) return { items: [], total: 0 }
    const envelope = await listProducts({ enterprise_id: enterpriseId, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [enterpriseId], ENTERPRISE_PRODUCTS_PAGE_SIZE)

  const here = routeUrl('meetingEnterprise', { enterprise_id: enterpriseId, meeting_id: meetingId })
  const login = useCallback(() => { void openUrl(loginUrl(here, meetingId)) }, [here, meetingId])
  const like = useLike(enterprise, {
    like: useCallback(() => likeEnterprise(enterpriseId), [enterpriseId]),
    unlike: useCallback(() => unlikeEnterpriseOf(enterpriseId), [enterpriseId]),
    login,
  })

  // The praise ("awesome", SPEC §7 POST/DELETE /enterprise/awesomes) works like the like: its own count and state.
  const praiseState = useMemo(() => (enterprise ? { liked: enterprise.awesomed, like_total: enterprise.awesome_total } : undefined), [enterprise])
  const praise = useLike(praiseState, {
    like: useCallback(() => praiseEnterprise(enterpriseId), [enterpriseId]),
    unlike: useCallback(() => unpraiseEnterprise(enterpriseId), [enterpriseId]),
    login,
  })

  // Suppliers and clients like this company, for the signed-in visitor (the match service).
  const match = useMatchSuggestions(meetingId, here, enterpriseId || undefined)

  /** Calling or e-mailing the company is counted (POST /enterprises/{id}/calls|mails), then the runtime dials or writes. */
  const reach = async (kind: 'phone' | 'email', value: string) => {
    enterpriseAction(enterpriseId, kind === 'phone' ? 'calls' : 'mails').catch(() => undefined)
    if (await platform.contact?.(kind, value)) return
    platform.toast(t(await platform.copyText(value) ? 'copy.success' : 'copy.fail'))
  }
  const contact = enterprise?.contact
  const contactPhone = contact?.phone?.trim() || ''
  const contactEmail = contact?.email?.trim() || ''

  const [copyLink, setCopyLink] = useState('')
  const openAttachment = (attachment: AttachmentItem) => {
    enterpriseAction(enterpriseId, 'attachments/views', { attachment_id: attachment.id }).catch(() => undefined)
    const link = platform.mediaUrl(attachment.url)
    if (platform.openExternal(link, WEB_VIEW_WHITELIST) === 'needs-copy') setCopyLink(link)
  }

  const name = enterprise ? localize(enterprise.exhibitor?.company?.title, lang) : ''
  const introduction = enterprise ? (localize(enterprise.introduction, lang) || localize(enterprise.description, lang)) : ''
  const attachments: AttachmentItem[] = (enterprise?.attachments ?? [])
    .filter((a: EnterpriseAttachment) => !!a.url)
    .map(a => ({ id: a._id, title: localize(a.title, lang) || a.url, url: a.url }))
  const productCards: ProductCardData[] = products.items.map(p => productCard(p, lang))
  const booth = enterprise?.exhibitor?.booth || enterprise?.position || ''

  return {
    t,
    status: item.status === 'ready' && !enterprise ? ('missing' as const) : item.status,
    error: item.error,
    retry: item.retry,
    enterprise,
    /** The meeting the company exhibits at (else the address's, else the meeting on screen). */
    meetingId,
    name,
    logo: enterprise?.exhibitor?.company?.logo,
    cover: enterprise?.cover,
    booth,
    /** The organiser's HTML in chunks under the rich-text byte limit (SPEC §5); each is sanitised when rendered. */
    introductionChunks: introduction ? splitRichText(introduction) : [],
    products,
    productCards,
    productPaging: pagingTexts(t, t('exhibit.product.total', { total: products.total })),
    openProduct: (id: string) => { void navigateTo('meetingProduct', { product_id: id, meeting_id: meetingId }) },
    attachments,
    openAttachment,
    /** A document this runtime cannot open: shown in the copy-link dialog. */
    copyLink,
    closeCopyLink: () => setCopyLink(''),
    like,
    praise,
    match,
    contactName: contact?.name?.trim() || '',
    contactPhone,
    contactEmail,
    call: () => { if (contactPhone) void reach('phone', contactPhone) },
    mail: () => { if (contactEmail) void reach('email', contactEmail) },
    back: () => { void navigateTo('exhibit', { meeting_id: meetingId }) },
    /** "Book a meeting" when the meeting takes appointments (its `appointments` flag); the booking screen signs a guest in. */
    bookMeeting: meetingStore.meeting?.appointments === 1
      ? () => { void navigateTo('appointmentApply', { enterprise_id: enterpriseId, meeting_id: meetingId }) }
      : null,
    /** "Ask a question": the question screen signs a guest in first (its route needs a login). */
    askQuestion: () => { void navigateTo('enterpriseQuestionAsk', { enterprise_id: enterpriseId, meeting_id: meetingId }) },
    /** The company's invitation card to the meeting (to share with its customers, or save as an image). */
    invitation: () => { void navigateTo('meetingInvitation', { enterprise_id: enterpriseId, meeting_id: meetingId }) },
  }
}

export type EnterpriseDetailData = ReturnType<typeof useEnterpriseDetail>
