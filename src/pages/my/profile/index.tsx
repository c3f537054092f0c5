import { defineScreen } from '@/components/screen/defineScreen'
import { useMyProfile, type MyProfileData } from './useMyProfile'
import { MyProfileView } from './View'

/** /my/profile (optional meeting_id): edit my profile and whether I appear in the connections list. */
export default defineScreen<'myProfile', MyProfileData>({
  use: ({ meeting }) => useMyProfile(meeting),
  view: MyProfileView,
  state: data => ({
    status: data.status === 'failed' ? 'failed' : data.status === 'ready' && data.form ? 'ready' : 'loading',
    retry: data.retry,
    message: data.loadError,
  }),
})
