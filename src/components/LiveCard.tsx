import { Text, View } from '@tarojs/components'
import type { Live, ObjectId, Timestamp } from '@fu-types/entities'
import { countdownLabel, liveState, liveStateTone, type LiveState } from '@/core'
import type { MessageKey } from '@/i18n'
import { Badge } from './Badge'
import { RemoteImage } from './RemoteImage'
import { TimeRange } from './TimeRange'
import { heading, srRole } from './a11y'
import './LiveCard.scss'

export const LIVE_STATE_KEYS: Record<LiveState, MessageKey> = {
  countdown: 'live.state.countdown', live: 'live.state.live', paused: 'live.state.paused', over: 'live.state.over', replay: 'live.state.replay',
}

export interface LiveCardData {
  id: ObjectId
  title: string
  cover?: string
  start: Timestamp
  end: Timestamp
  state: LiveState
  stateText: string
  tone: ReturnType<typeof liveStateTone>
  /** "Starts in …" while counting down, else ''. */
  countdown: string
}

/** The badge and countdown of one live at `now` (shared by the live list, its detail and the conference landing). */
export function liveStatus(live: Live, now: number, t: (key: MessageKey, params?: Record<string, string | number>) => string) {
  const state = liveState(live, now)
  const countdown = state === 'countdown' ? countdownLabel(live.start, now) : null
  return {
    state,
    stateText: t(LIVE_STATE_KEYS[state]),
    tone: liveStateTone(state),
    countdown: countdown ? t(countdown.key, countdown.params) : '',
  }
}

/** One live: cover with its state badge, title, time range and the countdown; the card opens the detail (`label` names the link). */
export function LiveCard({ card, variant, timezone, label, onOpen }: {
  card: LiveCardData
  variant: 'mobile' | 'desktop'
  timezone?: string
  label: string
  onOpen: (id: ObjectId) => void
}) {
  const open = () => onOpen(card.id)
  const keyboard: Record<string, unknown> = {
    ...srRole('link', { 'aria-label': label }),
    tabIndex: 0,
    onKeyDown: (event: { key?: string; preventDefault?: () => void }) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault?.(); open() }
    },
  }
  return (
    <View className={`fu-live-card fu-live-card--${variant}`} onClick={open} {...keyboard}>
      <View className='fu-live-card__cover-box'>
        {card.cover ? <RemoteImage className='fu-live-card__cover' src={card.cover} label='' /> : null}
        <Badge className='fu-live-card__badge' text={card.stateText} tone={card.tone} />
      </View>
      <View className='fu-live-card__body'>
        <Text className='fu-live-card__title' {...heading(2)}>{card.title}</Text>
        <TimeRange className='fu-live-card__time' start={card.start} end={card.end} timezone={timezone} />
        {card.countdown ? <Text className='fu-live-card__countdown'>{card.countdown}</Text> : null}
      </View>
    </View>
  )
}
