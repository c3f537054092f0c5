import { Text, Video, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { Failed, Loading } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { srRole } from '@/components/a11y'
import { useStores } from '@/stores'
import { LiveControls, useLiveControls } from './LiveControls'
import type { LiveDetailData } from './useLiveDetail'

const VIDEO_ID = 'fu-live-video'
const STAGE_ID = 'fu-live-stage'

/** What stands between the viewer and the stream: sign in, register for the linked activity, or buy. */
const AccessPanel = observer(function AccessPanel({ data }: { data: LiveDetailData }) {
  const { gate, t } = data
  if (data.permissionStatus === 'loading') return <Loading />
  if (data.permissionStatus === 'failed') return <Failed message={t('live.detail.permissionFailed')} onRetry={data.retryPermission} />
  if (gate.kind === 'open') return null
  return (
    <View className='fu-live-access' {...srRole('region', { 'aria-label': t('live.state.live') })}>
      {gate.kind === 'login' ? (
        <>
          <Text className='fu-live-access__text'>{t('live.detail.loginToWatch')}</Text>
          <Action className='fu-live-access__action' onPress={data.login}>{t('live.detail.login')}</Action>
        </>
      ) : null}
      {gate.kind === 'registration' ? (
        <>
          <Text className='fu-live-access__text'>{t('live.detail.private')}</Text>
          {gate.activityId ? <Action className='fu-live-access__action' role='link' onPress={data.openActivity}>{t('live.detail.openActivity')}</Action> : null}
        </>
      ) : null}
      {gate.kind === 'payment' ? (
        <>
          <Text className='fu-live-access__text'>{t('live.detail.paid')}</Text>
          <Action className='fu-live-access__action' onPress={() => { void data.buy() }} disabled={data.paying}>
            {data.paying ? t('live.detail.buying') : t('live.detail.buy', { price: data.priceText })}
          </Action>
        </>
      ) : null}
    </View>
  )
})

/** The player area by state: countdown (remind me), live or replay (video), paused, over; the access panel when needed. */
export const LivePlayer = observer(function LivePlayer({ data }: { data: LiveDetailData }) {
  const { platform } = useStores()
  const controls = useLiveControls()
  const { live, state, t } = data
  if (!live || !state) return null
  const blocked = data.permissionStatus !== 'ready' || data.gate.kind !== 'open'
  const poster = live.cover ? platform.mediaUrl(live.cover) : undefined
  const screen = () => {
    if (state === 'countdown') {
      return (
        <View className='fu-live-player__notice'>
          <Text className='fu-live-player__countdown' {...srRole('timer')}>{data.countdown}</Text>
          {data.reminded ? <Text className='fu-live-player__hint' {...srRole('status')}>{t('live.detail.reminded')}</Text> : (
            <Action className='fu-live-player__remind' onPress={() => { void data.remind() }}>{t('live.detail.remind')}</Action>
          )}
        </View>
      )
    }
    if (state === 'paused') return <View className='fu-live-player__notice'><Text>{t('live.detail.paused')}</Text></View>
    if (state === 'over') return <View className='fu-live-player__notice'><Text>{t('live.detail.over')}</Text></View>
    if (blocked) return null
    if (!data.streamUrl) return <View className='fu-live-player__notice'><Text {...srRole('alert')}>{t('live.detail.noStream')}</Text></View>
    // A running live: our own buttons and no scrubber (Taro's bar would show a duration "00:05 / 00:24"); a replay
    // keeps Taro's bar with its scrubber. Without `controls` Taro's H5 Video drops its poster: it goes in nativeProps.
    const running = state === 'live'
    return (
      <>
        <Video
          className='fu-live-player__video'
          src={platform.mediaUrl(data.streamUrl)}
          poster={poster}
          nativeProps={running && poster ? { poster } : undefined}
          controls={!running}
          showProgress={!running}
          enableProgressGesture={!running}
          showCenterPlayBtn={!running}
          autoplay={running}
          isLive={running}
          title={data.title}
          id={VIDEO_ID}
          onPlay={() => controls.setPlaying(true)}
          onPause={() => controls.setPlaying(false)}
          onEnded={() => controls.setPlaying(false)}
          onTimeUpdate={e => data.setPlayerTime(Number((e.detail as { currentTime?: number }).currentTime) || 0)}
        />
        {running ? <LiveControls controls={controls} videoId={VIDEO_ID} stageId={STAGE_ID} /> : null}
      </>
    )
  }
  const body = screen()
  return (
    <View className='fu-live-player'>
      <View className='fu-live-player__stage' id={STAGE_ID}>
        {!body && live.cover ? <RemoteImage className='fu-live-player__poster' src={live.cover} label={data.title} lazy={false} /> : null}
        {body}
        {body && data.currentSubtitle ? (
          // The caption over the video: read by eye; a screen reader is not interrupted by every line (aria-live off).
          <View className='fu-live-player__caption' {...srRole('note', { 'aria-live': 'off', 'aria-label': t('live.detail.caption') })}>
            <Text className='fu-live-player__caption-text'>{data.textOf(data.currentSubtitle)}</Text>
          </View>
        ) : null}
        <Badge className='fu-live-player__badge' text={data.stateText} tone={data.tone} />
      </View>
      <AccessPanel data={data} />
    </View>
  )
})

/** The subtitle lines in the viewer's language (picked among the meeting's), the one at the player's time marked. */
export const LiveSubtitles = observer(function LiveSubtitles({ data }: { data: LiveDetailData }) {
  const { t } = data
  if (data.subtitleStatus === 'failed') return <Failed message={t('live.detail.subtitlesFailed')} onRetry={data.retrySubtitles} />
  if (!data.subtitles.length) return null
  const currentId = data.currentSubtitle?._id
  return (
    <View className='fu-live-subtitles' {...srRole('region', { 'aria-label': t('live.detail.subtitles') })}>
      <Text className='fu-live-subtitles__heading' {...srRole('heading', { 'aria-level': 2 })}>{t('live.detail.subtitles')}</Text>
      {data.subtitleLanguages.length > 1 ? (
        <View className='fu-live-subtitles__languages' {...srRole('group', { 'aria-label': t('live.detail.subtitleLanguage') })}>
          {data.subtitleLanguages.map(lang => (
            <Action key={lang} className={`fu-live-subtitles__language${lang === data.subtitleLanguage ? ' fu-live-subtitles__language--on' : ''}`}
              aria={{ 'aria-pressed': lang === data.subtitleLanguage }} onPress={() => data.setSubtitleLanguage(lang)}>
              {t(`live.lang.${lang}` as `live.lang.${'zh' | 'en' | 'ja' | 'ko'}`)}
            </Action>
          ))}
        </View>
      ) : null}
      <View className='fu-live-subtitles__list' {...srRole('list')}>
        {data.subtitles.map(line => (
          <Text key={line._id}
            className={`fu-live-subtitles__line${line._id === currentId ? ' fu-live-subtitles__line--current' : ''}`}
            {...srRole('listitem', line._id === currentId ? { 'aria-current': 'true' } : {})}>
            {data.textOf(line)}
          </Text>
        ))}
      </View>
    </View>
  )
})
