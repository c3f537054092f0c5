// The native pages' messages and flows travel in the subpackage, not the main package (i18n/packs/weapp.ts,
// flows/weappInstall.ts).
import '@/i18n/packs/weapp'
import '@/flows/weappInstall'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { NativeDetailFrame } from '@/components/native/NativeDetailFrame'
import { useNativeMeeting } from '@/components/native/useNativeMeeting'
import { routeUrl } from '@/router/links'
import { useStores } from '@/stores'
import { DemandArticle } from '../../detail/DemandArticle'
import { useDemandDetail } from '../../detail/useDemandDetail'
import '../../list/demand.scss'

const DEMAND_PAGE = '/pages/demand/pages/detail/detail'

/**
 * Native demand detail of the mini-program (a demand's share card lands here): the H5 screen's hook and article —
 * the post, its images, like, comments (writing one opens the H5 comment screen), the poster's contact with call and
 * copy when the server shows it — and its share card.
 */
export default observer(function NativeDemandDetail() {
  const { params } = useRouter()
  const [meeting, followMeeting] = useNativeMeeting(params.meeting_id)
  const data = useDemandDetail(params, meeting)
  const { platform } = useStores()
  const { demand, contact, t } = data
  followMeeting(demand?.meeting_id)
  const demandId = params.demand_id ?? ''
  const meetingId = demand?.meeting_id ?? params.meeting_id
  const query = `demand_id=${demandId}${meetingId ? `&meeting_id=${meetingId}` : ''}`
  const contactText = contact?.shown ? [contact.phone, contact.email, contact.wechat].filter(Boolean).join(' / ') : ''
  const copyContact = async () => { platform.toast(t(await platform.copyText(contactText) ? 'copy.success' : 'copy.fail')) }
  return (
    <NativeDetailFrame
      status={data.status}
      loaded={!!demand}
      error={data.error}
      refresh={() => { data.retry(); data.comments.retry() }}
      title={demand?.title ?? ''}
      missingText={t('demand.detail.missing')}
      share={demand ? { title: demand.title, cover: demand.images?.[0], path: DEMAND_PAGE, query } : null}
      moreRoute={routeUrl('demandDetail', { demand_id: demandId, meeting_id: meetingId })}
    >
      <View className='fu-demand fu-demand--mobile'><DemandArticle data={data} /></View>
      {contactText ? (
        <View className='fu-native-detail__actions'>
          {contact?.shown && contact.phone ? (
            <Action className='fu-button fu-native-detail__action' onPress={() => { void platform.callPhone(contact.phone!) }}>{t('native.call')}</Action>
          ) : null}
          <Action className='fu-button fu-native-detail__action' onPress={() => { void copyContact() }}>{t('native.copyContact')}</Action>
        </View>
      ) : null}
    </NativeDetailFrame>
  )
})
