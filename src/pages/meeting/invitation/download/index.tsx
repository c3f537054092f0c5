import { defineScreen } from '@/components/screen/defineScreen'
import { useInvitationDownload, type InvitationDownloadData } from './useInvitationDownload'
import { InvitationDownloadView } from './View'

/** /meeting/invitation/download?enterprise_id: the invitation card as an image, downloaded or saved to the album. */
export default defineScreen<'meetingInvitationDownload', InvitationDownloadData>({
  use: ({ query, meeting }) => useInvitationDownload(query, meeting),
  state: data => ({ status: data.status, message: data.error, retry: data.retry }),
  meetingId: (_, data) => data.companyMeetingId,
  view: InvitationDownloadView,
})
