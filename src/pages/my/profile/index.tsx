import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useStores } from '@/stores'
import { useMyProfile } from './useMyProfile'
import { MyProfileMobile } from './mobile'
import { MyProfileDesktop } from './desktop'

/** /my/profile (optional meeting_id): edit my profile and whether I appear in the connections list. */
export default observer(function MyProfileScreen({ query }: { query: Record<string, string> }) {
  const { language } = useStores()
  const data = useMyProfile(query)
  const title = language.t('route.myProfile')
  return useDeviceVariant() === 'desktop' ? <MyProfileDesktop data={data} title={title} /> : <MyProfileMobile data={data} title={title} />
})
