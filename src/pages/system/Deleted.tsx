import { defineScreen } from '@/components/screen/defineScreen'
import { SystemNotice, useSystemNotice, type SystemNoticeData } from './SystemNotice'

/** /204: the item a link pointed to was deleted. */
export default defineScreen<'deleted', SystemNoticeData>({
  use: () => useSystemNotice('page.deleted.text'),
  view: SystemNotice,
})
