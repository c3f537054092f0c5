import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { Action } from '@/components/Action'
import { Icon } from '@/components/ui/Icon'
import { srRole } from '@/components/a11y'
import { isFullscreen, onFullscreenChange, pauseVideo, playVideo, setVideoMuted, toggleFullscreen } from '@/platform/liveVideo'
import { useStores } from '@/stores'

const decorative = { 'aria-hidden': true }

/** What the running live's buttons show: playing or not (from the video's own events), muted, full screen. */
export function useLiveControls() {
  const [playing, setPlaying] = useState(false)
  const [muted, setMuted] = useState(false)
  const [fullscreen, setFullscreen] = useState(isFullscreen)
  useEffect(() => onFullscreenChange(() => setFullscreen(isFullscreen())), [])
  return { playing, setPlaying, muted, setMuted, fullscreen }
}
type LiveControlsState = ReturnType<typeof useLiveControls>

/**
 * A running live's own buttons over the video, in place of Taro's bar: play / pause, mute, full screen; no time,
 * no duration and no scrubber (a live has no end to seek to: the LIVE badge says it runs). Each a keyboard button
 * with its name in the UI's language.
 */
export function LiveControls({ controls, videoId, stageId }: { controls: LiveControlsState; videoId: string; stageId: string }) {
  const { t } = useStores().language
  const { playing, muted, fullscreen } = controls
  const mute = () => {
    setVideoMuted(videoId, !muted)
    controls.setMuted(!muted)
  }
  return (
    <View className='fu-live-controls' {...srRole('group', { 'aria-label': t('live.player.controls') })}>
      <Action className='fu-live-controls__button' aria={{ 'aria-label': t(playing ? 'live.player.pause' : 'live.player.play') }}
        onPress={() => (playing ? pauseVideo(videoId) : playVideo(videoId))}>
        <Icon name={playing ? 'pause' : 'play'} size={22} />
      </Action>
      <Action className='fu-live-controls__button' aria={{ 'aria-label': t(muted ? 'live.player.unmute' : 'live.player.mute') }} onPress={mute}>
        <Icon name={muted ? 'volume-off' : 'sound'} size={22} />
      </Action>
      <View className='fu-live-controls__spacer' />
      <Action className='fu-live-controls__button' aria={{ 'aria-label': t(fullscreen ? 'live.player.exitFullscreen' : 'live.player.fullscreen') }}
        onPress={() => toggleFullscreen(stageId, videoId)}>
        <View className={`fu-live-controls__frame${fullscreen ? ' fu-live-controls__frame--in' : ''}`} {...decorative} />
      </Action>
    </View>
  )
}
