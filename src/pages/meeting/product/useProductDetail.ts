import { useCallback, useEffect, useState } from 'react'
import type { Product } from '@fu-types/entities'
import { exhibitorProductAction, fetchProduct, likeProduct, recordProductView, unlikeProductOf } from '@/api/enterprises'
import { localize, splitRichText } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { useLike } from '@/components/useLike'

/**
 * The product page's data and actions: the product (a deleted one goes to /204 in the
 * http layer), counted as viewed once per open, its images with the one shown, its description as sanitised rich
 * text, the link to its company and the like of a signed-in visitor (a guest signs in first).
 */
export function useProductDetail(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session } = useStores()
  const t = language.t
  const lang = language.language
  const productId = query.product_id || ''
  const loggedIn = session.loggedIn

  const item = useRemote<Product | null>(
    () => (productId ? fetchProduct(productId) : Promise.resolve(null)),
    [productId, loggedIn],
  )
  const product = item.data ?? undefined
  const { id: meetingId } = meeting
  const owner = product?.enterprise?.[0]
  const enterpriseId = product?.enterprise_id ?? owner?._id

  // One view per open of the page; under its company when the product names one.
  const [counted] = useState(() => new Set<string>())
  useEffect(() => {
    if (!product || counted.has(product._id)) return
    counted.add(product._id)
    const view = enterpriseId ? recordProductView(enterpriseId, product._id) : exhibitorProductAction(product._id, 'views')
    view.catch(() => undefined)
  }, [product, enterpriseId, counted])

  const [imageIndex, setImageIndex] = useState(0)
  useEffect(() => { setImageIndex(0) }, [productId])
  const images = product?.images?.filter(Boolean) ?? []

  const here = routeUrl('meetingProduct', { product_id: productId, meeting_id: meetingId })
  const login = useCallback(() => { void openUrl(loginUrl(here, meetingId)) }, [here, meetingId])
  const like = useLike(product, {
    like: useCallback(() => likeProduct(productId), [productId]),
    unlike: useCallback(() => unlikeProductOf(productId), [productId]),
    login,
  })

  const title = product ? localize(product.title, lang) : ''
  const description = product ? localize(product.description, lang) : ''
  const companyName = localize(owner?.exhibitor?.company?.title, lang)

  return {
    t,
    status: item.status === 'ready' && !product ? ('missing' as const) : item.status,
    error: item.error,
    retry: item.retry,
    product,
    /** The meeting of the product (else the address's, else the meeting on screen). */
    meetingId,
    title,
    images,
    image: images[Math.min(imageIndex, Math.max(0, images.length - 1))],
    imageIndex,
    chooseImage: (index: number) => setImageIndex(index),
    /** The organiser's HTML in chunks under the rich-text byte limit (SPEC §5); each is sanitised when rendered. */
    descriptionChunks: description ? splitRichText(description) : [],
    company: enterpriseId && companyName ? { name: companyName, logo: owner?.exhibitor?.company?.logo } : undefined,
    openCompany: () => { if (enterpriseId) void navigateTo('meetingEnterprise', { enterprise_id: enterpriseId, meeting_id: meetingId }) },
    like,
  }
}

export type ProductDetailData = ReturnType<typeof useProductDetail>
