import { defineScreen } from '@/components/screen/defineScreen'
import { SystemNotice, useSystemNotice, type SystemNoticeData } from './SystemNotice'

/**
 * /204: the item a link pointed to was deleted. `replace=1` (how the request layer opens it, in place of the item's
 * page) makes the way home replace this page too; `replace=0` keeps it in the history (SPEC §2).
 */
export default defineScreen<'deleted', SystemNoticeData>({
  use: ({ query }) => useSystemNotice('page.deleted.text', undefined, query.replace !== '0'),
  view: SystemNotice,
})
