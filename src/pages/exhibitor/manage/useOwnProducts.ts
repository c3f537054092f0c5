import { useEffect, useRef, useState } from 'react'
import type { ObjectId, Product } from '@fu-types/entities'
import { addProduct, listOwnProducts, updateProduct } from '@/api/enterprises'
import { ApiError } from '@/api/http'
import { localize } from '@/core'
import { htmlToPlainText } from '@/core/plainText'
import { LONG_TEXT_MAX } from '@/core/validation/content'
import { charCount, isBlank } from '@/core/validation/result'
import type { MessageKey } from '@/i18n'
import { pagingTexts } from '@/components/LoadMore'
import { usePagedList } from '@/components/usePagedList'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'
import { useImageUpload } from './useImageUpload'

const OWN_PRODUCTS_PAGE_SIZE = 10
/** The product being written: a new one (id null) or one of the list. */
interface ProductDraft { id: ObjectId | null; title: string; description: string; image: string; images: string[] }

/** The company's products for its exhibitor, hidden ones too; one is added or edited at a time, and each hides or shows. */
export function useOwnProducts(enterpriseId: string) {
  const { language, platform } = useStores()
  const t = language.t
  const lang = language.language
  const list = usePagedList<Product>(async (skip, limit) => {
    if (!enterpriseId) return { items: [], total: 0 }
    const envelope = await listOwnProducts(enterpriseId, skip, limit)
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [enterpriseId], OWN_PRODUCTS_PAGE_SIZE)
  // A product's hidden flag as changed here, so the list need not reload.
  const [hiddenNow, setHiddenNow] = useState<Record<ObjectId, boolean>>({})
  const [draft, setDraft] = useState<ProductDraft | null>(null)
  const [errors, setErrors] = useState<{ title?: MessageKey; description?: MessageKey }>({})
  const [notice, setNotice] = useState<MessageKey | ''>('')
  const [busy, setBusy] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])
  const image = useImageUpload(url => setDraft(d => (d ? { ...d, image: url, images: [url, ...d.images.slice(1)] } : d)))

  const rows = list.items.map(p => ({
    id: p._id,
    title: localize(p.title, lang),
    image: p.images?.[0] ?? '',
    hidden: hiddenNow[p._id] ?? p.hidden === 1,
    product: p,
  }))

  const edit = (product: Product | null) => {
    setErrors({})
    setNotice('')
    setDraft(product
      ? { id: product._id, title: localize(product.title, lang), description: htmlToPlainText(localize(product.description, lang)), image: product.images?.[0] ?? '', images: product.images ?? [] }
      : { id: null, title: '', description: '', image: '', images: [] })
  }

  const failure = (e: unknown): MessageKey => (e instanceof ApiError && e.code === ErrorCode.SensitiveContent ? 'exhibitor.sensitive' : 'exhibitor.manage.productFailed')

  const save = async () => {
    if (!draft || busy) return
    const found = {
      title: isBlank(draft.title) ? 'exhibitor.manage.productTitleRequired' as const : undefined,
      description: charCount(draft.description) > LONG_TEXT_MAX ? 'exhibitor.manage.productDescriptionTooLong' as const : undefined,
    }
    setErrors(found)
    setNotice('')
    if (found.title || found.description) return
    setBusy(true)
    try {
      const body = { language: lang, title: draft.title.trim(), description: draft.description.trim(), images: draft.images }
      if (draft.id) await updateProduct(draft.id, body)
      else await addProduct(enterpriseId, body)
      if (!mounted.current) return
      platform.toast(t('exhibitor.manage.productSaved'))
      setDraft(null)
      list.retry()
    } catch (e) {
      if (mounted.current) setNotice(failure(e))
    } finally {
      if (mounted.current) setBusy(false)
    }
  }

  const toggleHidden = async (id: ObjectId, hide: boolean) => {
    if (busy) return
    setBusy(true)
    try {
      await updateProduct(id, { language: lang, hidden: hide ? 1 : 0 })
      if (!mounted.current) return
      setHiddenNow(h => ({ ...h, [id]: hide }))
      platform.toast(t(hide ? 'exhibitor.manage.productHidden' : 'exhibitor.manage.productShown'))
    } catch (e) {
      if (mounted.current) platform.toast(t(failure(e)))
    } finally {
      if (mounted.current) setBusy(false)
    }
  }

  return {
    list,
    rows,
    draft,
    setDraft: (field: 'title' | 'description', value: string) => {
      setDraft(d => (d ? { ...d, [field]: value } : d))
      setErrors(e => ({ ...e, [field]: undefined }))
    },
    errors: { title: errors.title ? t(errors.title) : '', description: errors.description ? t(errors.description) : '' },
    notice: notice ? t(notice) : '',
    busy,
    image,
    add: () => edit(null),
    edit,
    cancel: () => setDraft(null),
    save: () => { void save() },
    toggleHidden: (id: ObjectId, hide: boolean) => { void toggleHidden(id, hide) },
    pagingTexts: pagingTexts(t, t('exhibitor.manage.productsCount', { count: list.total })),
  }
}

export type OwnProducts = ReturnType<typeof useOwnProducts>
