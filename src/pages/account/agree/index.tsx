import { defineScreen } from '@/components/screen/defineScreen'
import { useAgree, type AgreeData } from './useAgree'
import { AgreeView } from './View'

/** /agree (query redirect, meeting_id): the privacy policy, then back to the login screen. */
export default defineScreen<'agree', AgreeData>({
  use: ({ query }) => useAgree(query),
  view: AgreeView,
})
