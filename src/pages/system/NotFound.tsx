import { defineScreen } from '@/components/screen/defineScreen'
import { SystemNotice, useSystemNotice, type SystemNoticeData } from './SystemNotice'

/** /404: an address that is none of ours. */
export default defineScreen<'notFound', SystemNoticeData>({
  use: () => useSystemNotice('page.notFound.text', '404'),
  view: SystemNotice,
})
