import { useState } from 'react'
import type { CalendarFeed } from '@fu-types/api'
import { fetchCalendarFeed, revokeCalendarFeed, rotateCalendarFeed } from '@/api/calendarFeed'
import { useStores } from '@/stores'

type CalendarFeedState = 'idle' | 'loading' | 'failed' | 'ready' | 'confirm-reset' | 'resetting' | 'confirm-off' | 'turning-off' | 'off'

/**
 * My personal calendar feed in the hub (issue 16): the address is asked for only when I want it (the server makes it
 * on first ask), then offered to the calendar app (webcal://) or copied (https); "reset" asks first, because the old
 * address stops working for every calendar subscribed to it; "turn off" asks too, then the address answers 410 and no
 * address is shown until I ask for a new one.
 */
export function useCalendarFeed() {
  const { language, platform } = useStores()
  const t = language.t
  const [state, setState] = useState<CalendarFeedState>('idle')
  const [feed, setFeed] = useState<CalendarFeed | null>(null)
  const [error, setError] = useState('')

  const load = async () => {
    setState('loading')
    setError('')
    try {
      setFeed(await fetchCalendarFeed(language.language))
      setState('ready')
    } catch {
      setError(t('my.feed.failed'))
      setState('failed')
    }
  }
  const copy = async () => {
    if (!feed) return
    let copied = false
    try { copied = await platform.copyText(feed.url) } catch { copied = false }
    platform.toast(t(copied ? 'my.feed.copied' : 'my.feed.copyFailed'))
  }
  const subscribe = () => {
    if (!feed) return
    // Where no calendar app can take a webcal:// address (the mini-program), the https one is copied instead.
    if (platform.subscribeCalendar?.(feed.webcal)) return
    void copy()
  }
  const reset = async () => {
    setState('resetting')
    try {
      setFeed(await rotateCalendarFeed(language.language))
      setState('ready')
      platform.toast(t('my.feed.resetDone'))
    } catch {
      setState('ready')
      platform.toast(t('my.feed.resetFailed'))
    }
  }
  const turnOff = async () => {
    setState('turning-off')
    try {
      await revokeCalendarFeed()
      setFeed(null)
      setState('off')
      platform.toast(t('my.feed.offDone'))
    } catch {
      setState('ready')
      platform.toast(t('my.feed.offFailed'))
    }
  }
  return {
    t,
    state,
    feed,
    error,
    show: () => { void load() },
    retry: () => { void load() },
    subscribe,
    copy: () => { void copy() },
    askReset: () => setState('confirm-reset'),
    cancelReset: () => setState('ready'),
    confirmReset: () => { void reset() },
    askOff: () => setState('confirm-off'),
    cancelOff: () => setState('ready'),
    confirmOff: () => { void turnOff() },
  }
}

