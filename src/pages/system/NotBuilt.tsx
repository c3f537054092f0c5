import { defineScreen } from '@/components/screen/defineScreen'
import type { RouteName } from '@/router/routes'
import { SystemNotice, useSystemNotice, type SystemNoticeData } from './SystemNotice'

/**
 * Any route of the table whose screen is not built yet (the registry's notBuiltScreen): the frame titles it by its
 * route, and the notice says so plainly instead of pretending.
 */
export default defineScreen<RouteName, SystemNoticeData>({
  use: () => useSystemNotice('page.notBuilt.text'),
  view: SystemNotice,
})
