import { useCallback, useState } from 'react'
import type { Category, ObjectId } from '@fu-types/entities'
import { listCategories } from '@/api/categories'
import { recordMeetingAction } from '@/api/meetings'
import { listMeetingAttachments, type MeetingAttachment } from '@/api/meetingInfo'
import { attachmentKind, attachmentOpening, formatDateTime, formatFileSize, localize, type AttachmentOpening } from '@/core'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

export const DOC_PAGE_SIZE = 20

export interface DocItem {
  id: ObjectId
  title: string
  /** Upper-case extension shown as the type ("PDF"). */
  type: string
  kind: 'meetingDoc.kind.document' | 'meetingDoc.kind.image' | 'meetingDoc.kind.other'
  size: string
  date: string
  url: string
  name: string
  opening: AttachmentOpening
  category: string
}

/**
 * /meeting/doc (optional category_id): the meeting's documents by `meeting_attachment` category, page by page. Each
 * opens by its type (SPEC §9): a PDF or an image in the page's preview, an office file downloaded; every opening is
 * recorded (POST /meetings/{id}/attachments/views with the document as target).
 */
export function useMeetingDoc(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId, timezone } = meeting
  const [categoryId, setCategoryId] = useState(query.category_id || '')

  const categories = useRemote<Category[]>(
    () => (meetingId ? listCategories('meeting_attachment', { meeting_id: meetingId }) : new Promise<never>(() => undefined)),
    [meetingId],
  )
  const list = usePagedList<MeetingAttachment>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const page = await listMeetingAttachments({ meeting_id: meetingId, ...(categoryId ? { category_id: categoryId } : {}), limit, skip })
    return { items: page.results ?? [], total: page.total ?? page.results?.length ?? 0 }
  }, [meetingId, categoryId], DOC_PAGE_SIZE)

  const categoryTitle = (id: ObjectId | undefined) => localize(categories.data?.find(c => c._id === id)?.title, lang)
  const items: DocItem[] = list.items.map(doc => {
    const kind = attachmentKind(doc.ext)
    return {
      id: doc._id,
      title: localize(doc.title, lang),
      type: doc.ext.toUpperCase(),
      kind: kind === 'document' ? 'meetingDoc.kind.document' : kind === 'image' ? 'meetingDoc.kind.image' : 'meetingDoc.kind.other',
      size: formatFileSize(doc.size),
      date: formatDateTime(doc.created, timezone, 'YYYY.MM.DD'),
      url: doc.url,
      name: doc.name || `${localize(doc.title, lang)}.${doc.ext}`,
      opening: attachmentOpening(doc.ext),
      category: categoryTitle(doc.category_id),
    }
  })

  const [preview, setPreview] = useState<DocItem | null>(null)
  const record = useCallback((item: DocItem) => {
    if (meetingId) recordMeetingAction(meetingId, 'attachments/views', { target_id: item.id }).catch(() => undefined)
  }, [meetingId])

  const download = async (item: DocItem) => {
    const opened = await platform.openFile(platform.mediaUrl(item.url), item.name)
    if (!opened) platform.toast(t('meetingDoc.openFailed'))
  }

  return {
    t,
    meetingId,
    status: list.status,
    list,
    items,
    total: list.total,
    pagingTexts: pagingTexts(t, t('meetingDoc.total', { total: list.total })),
    /** The category tabs: "all" first, then the organiser's categories by weight (none while they load or fail). */
    tabs: [{ id: '', title: t('meetingDoc.all') }, ...(categories.data ?? []).map(c => ({ id: c._id, title: localize(c.title, lang) }))],
    categoryId,
    chooseCategory: (id: string) => { setCategoryId(id); setPreview(null) },
    preview,
    previewUrl: preview ? platform.mediaUrl(preview.url) : '',
    open: (item: DocItem) => {
      record(item)
      if (item.opening === 'download') void download(item)
      else setPreview(item)
    },
    download: (item: DocItem) => { void download(item) },
    closePreview: () => setPreview(null),
  }
}

export type MeetingDocData = ReturnType<typeof useMeetingDoc>
