import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { Live, ObjectId, Timestamp } from '@fu-types/entities'
import { countdownLabel, liveState, liveStateTone, localize, type LiveState } from '@/core'
import type { LanguageCode } from '@fu-types/entities'
import type { MessageKey } from '@/i18n'
import { Badge } from './Badge'
import { Empty } from './StateViews'
import type { LoadMoreTexts } from './LoadMore'
import { PagedListView } from './PagedListView'
import { RemoteImage } from './RemoteImage'
import { TimeRange } from './TimeRange'
import { heading, srRole } from './a11y'
import type { PagedList } from './usePagedList'
import './LiveCards.scss'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

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

/** The badge and countdown of one live at `now` (shared by the lists and the detail). */
export function liveStatus(live: Live, now: number, t: Translate) {
  const state = liveState(live, now)
  const countdown = state === 'countdown' ? countdownLabel(live.start, now) : null
  return {
    state,
    stateText: t(LIVE_STATE_KEYS[state]),
    tone: liveStateTone(state),
    countdown: countdown ? t(countdown.key, countdown.params) : '',
  }
}

/** The cards of lives at `now`, in the reader's language. */
export function liveCards(lives: readonly Live[], now: number, lang: LanguageCode, t: Translate): LiveCardData[] {
  return lives.map(live => ({
    id: live._id,
    title: localize(live.title, lang),
    cover: live.cover,
    start: live.start,
    end: live.end,
    ...liveStatus(live, now, t),
  }))
}

/** One live: cover with its state badge, title, time range, the countdown and an optional note; the card opens the detail. */
export function LiveCard({ card, variant, timezone, t, onOpen, note }: {
  card: LiveCardData
  variant: 'mobile' | 'desktop'
  timezone: string | undefined
  t: Translate
  onOpen: (id: ObjectId) => void
  note?: ReactNode
}) {
  const open = () => onOpen(card.id)
  const keyboard: Record<string, unknown> = {
    ...srRole('link', { 'aria-label': t('live.list.open', { title: card.title }) }),
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
        {note}
      </View>
    </View>
  )
}

/** A paged list of live cards with its loading, failure (retry) and empty states: a column on a phone, a grid on a desktop. */
export function LiveCardList({ list, cards, variant, timezone, t, onOpen, empty, pagingTexts, note }: {
  list: Omit<PagedList<unknown>, 'items' | 'total'>
  cards: LiveCardData[]
  variant: 'mobile' | 'desktop'
  timezone: string | undefined
  t: Translate
  onOpen: (id: ObjectId) => void
  empty: string
  pagingTexts: LoadMoreTexts
  /** A line under a card (a web live's platform). */
  note?: (card: LiveCardData) => ReactNode
}) {
  return (
    <View className={`fu-live-list fu-live-list--${variant}`}>
      <PagedListView
        list={list}
        count={cards.length}
        empty={<Empty text={empty} />}
        className='fu-live-list__body'
        listClassName={`fu-live-list__cards fu-live-list__cards--${variant}`}
        pagingTexts={pagingTexts}
      >
        {cards.map(card => (
          <View key={card.id} className='fu-live-list__item' {...srRole('listitem')}>
            <LiveCard card={card} variant={variant} timezone={timezone} t={t} onOpen={onOpen} note={note?.(card)} />
          </View>
        ))}
      </PagedListView>
    </View>
  )
}
