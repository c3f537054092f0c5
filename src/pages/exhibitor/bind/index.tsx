import { defineScreen } from '@/components/screen/defineScreen'
import { useExhibitorBind, type ExhibitorBindData } from './useExhibitorBind'
import { ExhibitorBindView, exhibitorBindState } from './View'

/** /meeting/exhibitor/bind (enterprise_id from an invitation, redirect): bind the account to a company. */
export default defineScreen<'exhibitorBind', ExhibitorBindData>({
  use: ({ query, meeting }) => useExhibitorBind(query, meeting),
  view: ExhibitorBindView,
  // "Bind your account to a company"
  title: data => data.t('exhibitor.bind.heading'),
  state: exhibitorBindState,
  meetingId: ({ query }, data) => query.meeting_id || data.bound.meetingId,
})
