// The native pages' messages and flows travel in the subpackage, not the main package (i18n/packs/weapp.ts,
// flows/weappInstall.ts).
import '@/i18n/packs/weapp'
import '@/flows/weappInstall'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { NativeDetailFrame } from '@/components/native/NativeDetailFrame'
import { useNativeMeeting } from '@/components/native/useNativeMeeting'
import { routeUrl } from '@/router/links'
import { EnterpriseArticle } from '@/components/enterprise/EnterpriseArticle'
import { useEnterpriseDetail } from '@/components/enterprise/useEnterpriseDetail'
import '@/components/exhibit/exhibit.scss'

const ENTERPRISE_PAGE = '/pages/enterprise/pages/detail/detail'

/**
 * Native company page of the mini-program (a company's share card lands here): the H5 screen's hook and article —
 * cover, logo, name, booth, like and praise, the introduction (rich text), products, documents, call / e-mail, ask a
 * question and book a meeting (those open their H5 screens) — and its share card.
 */
export default observer(function NativeEnterpriseDetail() {
  const { params } = useRouter()
  const [meeting, followMeeting] = useNativeMeeting(params.meeting_id)
  const data = useEnterpriseDetail(params, meeting)
  followMeeting(data.enterprise?.meeting_id)
  const enterpriseId = params.enterprise_id ?? ''
  const query = `enterprise_id=${enterpriseId}${data.meetingId ? `&meeting_id=${data.meetingId}` : ''}`
  return (
    <NativeDetailFrame
      status={data.status}
      loaded={!!data.enterprise}
      error={data.error}
      refresh={() => { data.retry(); data.products.retry() }}
      title={data.name}
      missingText={data.t('exhibit.enterprise.missing')}
      share={data.enterprise ? { title: data.name, cover: data.cover || data.logo, path: ENTERPRISE_PAGE, query } : null}
      moreRoute={routeUrl('meetingEnterprise', { enterprise_id: enterpriseId, meeting_id: data.meetingId })}
    >
      <View className='fu-enterprise fu-enterprise--mobile'>
        <EnterpriseArticle data={data} variant='mobile' />
      </View>
    </NativeDetailFrame>
  )
})
