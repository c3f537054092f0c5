import { useCallback, useEffect, useRef, useState } from 'react'
import { liveMinutes, liveSubtitles, type LiveMinutes } from '@/api/content'
import { currentSubtitle, mergeSubtitles, subtitleLanguages, subtitleText, type TimedSubtitle } from '@/core'
import { useRemote } from '@/components/useRemote'
import { onPageVisibilityChange, pageVisible } from '@/platform/loginPageVisibility'

/** New subtitle lines are asked for this often during a live while the page is on screen. */
export const SUBTITLE_POLL_MS = 10_000

interface SubtitleOptions {
  liveId: string
  /** The viewer may watch (the server refuses subtitles otherwise). */
  allowed: boolean
  /** The live is running: poll for new lines. */
  running: boolean
  /** The live has ended: its minutes may exist. */
  ended: boolean
  /** The UI language (the first choice of subtitle language, and the minutes' language). */
  uiLanguage: string
  /** The meeting's enabled languages. */
  meetingLanguages: string[]
}

/**
 * The live's subtitles on the player's clock: every line (all languages at once, so switching language asks
 * nothing), new lines polled while the live runs and the page is visible, the line showing at the player's time,
 * the viewer's subtitle language; and the minutes of an ended live.
 */
export function useLiveSubtitles(o: SubtitleOptions) {
  const [lines, setLines] = useState<TimedSubtitle[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [round, setRound] = useState(0)
  const [time, setTime] = useState(0)
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const [visible, setVisible] = useState(pageVisible)
  const latest = useRef(lines)
  latest.current = lines

  useEffect(() => onPageVisibilityChange(setVisible), [])

  useEffect(() => {
    if (!o.liveId || !o.allowed) { setLines([]); return }
    let gone = false
    setStatus('loading')
    liveSubtitles({ live_id: o.liveId, limit: 500 }).then(
      list => { if (!gone) { setLines(mergeSubtitles([], list as TimedSubtitle[])); setStatus('ready') } },
      () => { if (!gone) setStatus('failed') },
    )
    return () => { gone = true }
  }, [o.liveId, o.allowed, round])

  useEffect(() => {
    if (!o.liveId || !o.allowed || !o.running || !visible || status !== 'ready') return
    let gone = false
    const poll = async () => {
      const last = latest.current[latest.current.length - 1]
      try {
        // `since` is "after this offset": one second back, so lines sharing the last one's second are not missed.
        const list = await liveSubtitles({ live_id: o.liveId, limit: 200, ...(last ? { since: Math.max(0, last.offset - 1) } : {}) }, { background: true })
        if (!gone) setLines(current => mergeSubtitles(current, list as TimedSubtitle[]))
      } catch {
        // The next tick tries again.
      }
    }
    const timer = setInterval(() => { void poll() }, SUBTITLE_POLL_MS)
    return () => { gone = true; clearInterval(timer) }
  }, [o.liveId, o.allowed, o.running, visible, status])

  const languages = subtitleLanguages(o.meetingLanguages, lines)
  const language = picked && languages.includes(picked) ? picked
    : languages.includes(o.uiLanguage) ? o.uiLanguage : languages[0] ?? o.uiLanguage
  const current = currentSubtitle(lines, time)

  const minutes = useRemote<LiveMinutes | null>(
    () => (o.liveId && o.allowed && o.ended ? liveMinutes(o.liveId, o.uiLanguage) : Promise.resolve(null)),
    [o.liveId, o.allowed, o.ended, o.uiLanguage],
  )

  return {
    subtitleStatus: status,
    retrySubtitles: useCallback(() => setRound(n => n + 1), []),
    subtitles: lines,
    subtitleLanguage: language,
    subtitleLanguages: languages,
    setSubtitleLanguage: setPicked,
    /** The player's time, seconds (the video's timeupdate). */
    playerTime: time,
    setPlayerTime: setTime,
    currentSubtitle: current,
    textOf: (line: TimedSubtitle) => subtitleText(line, language),
    minutes,
  }
}
