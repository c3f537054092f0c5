import type { ObjectId } from '@fu-types/entities'
import { listCategories } from '@/api/categories'
import { localize } from '@/core'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

interface DemandCategoryOption { id: ObjectId; title: string }

/** The meeting's kinds of demand post (GET /demand/categories, by weight), shown ones only, in the visitor's language. */
export function useDemandCategories(meetingId: ObjectId | undefined) {
  const { language } = useStores()
  const remote = useRemote(
    () => (meetingId ? listCategories('demand', { meeting_id: meetingId, display: 1 }) : Promise.resolve([])),
    [meetingId],
  )
  const options: DemandCategoryOption[] = (remote.data ?? []).map(c => ({ id: c._id, title: localize(c.title, language.language) }))
  return { status: remote.status, options }
}
