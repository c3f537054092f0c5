// The native pages' messages and flows travel in the subpackage, not the main package (i18n/packs/weapp.ts,
// flows/weappInstall.ts).
import '@/i18n/packs/weapp'
import '@/flows/weappInstall'
import { useEffect, useState } from 'react'
import Taro, { useRouter, usePullDownRefresh, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Live } from '@fu-types/entities'
import { listLives } from '@/api/content'
import { Action } from '@/components/Action'
import { Failed } from '@/components/StateViews'
import { DetailSkeleton } from '@/components/native/DetailSkeleton'
import { PrivacySheet } from '@/components/native/PrivacySheet'
import { MeetingHero } from '@/components/meetingHome/MeetingHero'
import { useMeetingHome } from '@/components/meetingHome/useMeetingHome'
import { HomeBlocks } from '@/components/homeBlocks/HomeBlocks'
import { ThemeScope } from '@/components/ThemeScope'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'
import { localize, toMs } from '@/core'
import { meetingShareCard } from '@/core/meetingShare'
import { LIVE_REMIND_TEMPLATE, subscribeLiveReminder } from '@/flows/liveReminder'
import { loginUrl, routeUrl } from '@/router/links'
import '@/components/native/native.scss'

/** The meeting's next live (not started yet), for "remind me". */
function nextLive(lives: readonly Live[], now: number): Live | undefined {
  return [...lives].filter(l => toMs(l.start) > now).sort((a, b) => toMs(a.start) - toMs(b.start))[0]
}

/** Native meeting page of the mini-program (share cards land here). */
export default observer(function NativeMeetingPage() {
  const { params } = useRouter()
  const data = useMeetingHome(params.meeting_id)
  const { language, platform, session } = useStores()
  const t = language.t
  const title = data.title
  const meetingId = data.meeting?._id
  // The navigation bar shows the meeting's title in the visitor's language.
  useEffect(() => { if (title) platform.setTitle(title) }, [title, platform])
  // The organiser's share card (SPEC §3 wx_share_*), else the meeting's own title and cover.
  const card = () => (data.meeting ? meetingShareCard(data.meeting, language.language) : { title: data.title, cover: undefined })
  useShareAppMessage(() => {
    const shared = card()
    return {
      title: shared.title,
      imageUrl: shared.cover ? platform.mediaUrl(shared.cover) : undefined,
      path: `/pages/demand/pages/meeting/meeting?meeting_id=${meetingId ?? ''}`,
    }
  })
  useShareTimeline(() => {
    const shared = card()
    return { title: shared.title, query: `meeting_id=${meetingId ?? ''}`, imageUrl: shared.cover ? platform.mediaUrl(shared.cover) : undefined }
  })

  const lives = useRemote(async () => (meetingId ? (await listLives({ meeting_id: meetingId, limit: 20 })).results ?? [] : []), [meetingId])
  const upcoming = nextLive(lives.data ?? [], Date.now())
  const [reminded, setReminded] = useState<string | null>(null)
  const remind = async (live: Live) => {
    if (!session.loggedIn || !session.userId) {
      void platform.openRoute(loginUrl(routeUrl('meetingLiveDetail', { live_id: live._id, meeting_id: meetingId }), meetingId))
      return
    }
    try {
      const { wechat } = await subscribeLiveReminder(platform, live._id, session.userId)
      setReminded(live._id)
      // Without a template in this build the reminder is SMS and e-mail only, as on the web.
      platform.toast(t(wechat ? 'native.remindDone' : LIVE_REMIND_TEMPLATE ? 'native.remindRefused' : 'live.detail.reminded'))
    } catch {
      platform.toast(t('native.remindFailed'))
    }
  }

  const [refreshing, setRefreshing] = useState(false)
  usePullDownRefresh(() => { setRefreshing(true); data.retry(); data.blocks.retry(); lives.retry() })
  useEffect(() => {
    if (refreshing && data.status !== 'loading' && data.blocks.status !== 'loading') { setRefreshing(false); void Taro.stopPullDownRefresh() }
  }, [refreshing, data.status, data.blocks.status])

  if (data.status === 'failed' && !data.meeting) return <Failed message={data.error} onRetry={data.retry} />
  if (!data.meeting) return <DetailSkeleton label={t('common.loading')} />
  return (
    <ThemeScope className='fu-native-meeting'>
      <MeetingHero data={data} variant='mobile' />
      {upcoming ? (
        <View className='fu-native-detail__actions'>
          <Text>{localize(upcoming.title, language.language)}</Text>
          {reminded === upcoming._id
            ? <Text>{t(LIVE_REMIND_TEMPLATE ? 'native.remindDone' : 'live.detail.reminded')}</Text>
            : <Action className='fu-button fu-native-detail__action' onPress={() => { void remind(upcoming) }}>{t('native.remind')}</Action>}
        </View>
      ) : null}
      {/* Items open their H5 screens through the web-view shell (the platform's openRoute). */}
      <HomeBlocks blocks={data.blocks.data ?? []} variant='mobile' />
      <PrivacySheet />
    </ThemeScope>
  )
})
