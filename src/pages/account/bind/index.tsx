import { defineScreen } from '@/components/screen/defineScreen'
import { useBind, type BindData } from './useBind'
import { BindView } from './View'

/** /bind (query redirect, meeting_id): bind a mainland phone with an SMS code, then the redirect. */
export default defineScreen<'bind', BindData>({
  use: ({ query }) => useBind(query),
  view: BindView,
})
