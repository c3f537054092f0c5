import { useCallback, useEffect, useRef, useState } from 'react'
import type { LiveChatMessage } from '@fu-types/api'
import { ErrorCode, SENSITIVE_CATEGORIES, type SensitiveCategory } from '@fu-types/errors'
import { countLiveChats, listLiveChats, postLiveChat } from '@/api/content'
import { ApiError } from '@/api/http'
import { onPageVisibilityChange, pageVisible } from '@/platform/loginPageVisibility'
import { useStores } from '@/stores'

/** The server's limit on one message (server/modules/lives/liveChats.routes.ts). */
export const CHAT_MAX_LENGTH = 200
export const CHAT_PAGE_SIZE = 20
/** New messages are asked for this often while the page is on screen. */
export const CHAT_POLL_MS = 5000
/** A scrollTop past the end of any chat list: the browser stops it at the newest message. */
const LIST_END = 1_000_000

/** Adds messages not yet shown, kept oldest first (as a chat reads). */
function merge(current: LiveChatMessage[], incoming: LiveChatMessage[]): LiveChatMessage[] {
  const known = new Set(current.map(m => m._id))
  const fresh = incoming.filter(m => !known.has(m._id))
  if (!fresh.length) return current
  return [...current, ...fresh].sort((a, b) => a.created - b.created || (a._id < b._id ? -1 : 1))
}

/**
 * A live's chat: the latest page (newest at the bottom), older pages on demand, new messages polled while the
 * page is visible (paused while hidden), the chat count, and sending (1–200 characters) with the server's
 * refusals said next to the box: sensitive content (4300, with its category) and too many messages (4290).
 * `readable` is false until the viewer may watch the live (the server refuses the chat otherwise).
 */
export function useLiveChat(liveId: string, readable: boolean) {
  const { language, session } = useStores()
  const t = language.t
  const [messages, setMessages] = useState<LiveChatMessage[]>([])
  const [total, setTotal] = useState(0)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [round, setRound] = useState(0)
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [hasOlder, setHasOlder] = useState(false)
  const [visible, setVisible] = useState(pageVisible)
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState('')
  /**
   * Turns of "scroll the list to its newest message": after a load, a poll or a send, not when older ones are added
   * on top. The list's own scrollTop moves (never scrollIntoView, which scrolled the page away from the player).
   */
  const [bottomTurn, setBottomTurn] = useState(0)
  const toBottom = useCallback(() => setBottomTurn(n => n + 1), [])
  const latest = useRef(messages)
  latest.current = messages

  useEffect(() => onPageVisibilityChange(setVisible), [])

  useEffect(() => {
    if (!liveId || !readable) return
    let gone = false
    setStatus('loading')
    listLiveChats(liveId, { limit: CHAT_PAGE_SIZE }).then(
      page => {
        if (gone) return
        const list = page.results ?? []
        setMessages(list)
        setTotal(page.total ?? list.length)
        setHasOlder((page.total ?? 0) > list.length)
        toBottom()
        setStatus('ready')
      },
      () => { if (!gone) setStatus('failed') },
    )
    return () => { gone = true }
  }, [liveId, readable, round, toBottom])

  // Polling: only while the page is visible and the first page is in; a failed poll waits for the next tick.
  useEffect(() => {
    if (!liveId || !readable || status !== 'ready' || !visible) return
    let gone = false
    const poll = async () => {
      const newest = latest.current[latest.current.length - 1]
      try {
        const [page, count] = await Promise.all([
          // Polls: no loading toast over the video on a slow tick.
          listLiveChats(liveId, newest ? { since: newest.created, limit: 50 } : { limit: CHAT_PAGE_SIZE }, { background: true }),
          countLiveChats({ live_id: liveId }, { background: true }),
        ])
        if (gone) return
        const merged = merge(latest.current, page.results ?? [])
        if (merged !== latest.current) {
          setMessages(merged)
          toBottom()
        }
        setTotal(count.total)
      } catch {
        // The next tick tries again; the chat already shown stays.
      }
    }
    void poll()
    const timer = setInterval(() => { void poll() }, CHAT_POLL_MS)
    return () => { gone = true; clearInterval(timer) }
  }, [liveId, readable, status, visible, toBottom])

  const loadOlder = useCallback(async () => {
    if (older === 'loading' || !hasOlder) return
    setOlder('loading')
    try {
      const page = await listLiveChats(liveId, { limit: CHAT_PAGE_SIZE, skip: latest.current.length })
      const merged = merge(latest.current, page.results ?? [])
      setMessages(merged)
      setHasOlder((page.total ?? 0) > merged.length && (page.results ?? []).length > 0)
      setOlder('idle')
    } catch {
      setOlder('failed')
    }
  }, [older, hasOlder, liveId])

  const trimmed = draft.trim()
  const send = useCallback(async () => {
    if (!trimmed || trimmed.length > CHAT_MAX_LENGTH || sending) return
    setSending(true)
    setSendError('')
    try {
      const message = await postLiveChat(liveId, trimmed)
      const merged = merge(latest.current, [message])
      setMessages(merged)
      toBottom()
      setTotal(n => n + 1)
      setDraft('')
    } catch (error) {
      setSendError(refusalText(error, t))
    } finally {
      setSending(false)
    }
  }, [trimmed, sending, liveId, t, toBottom])

  return {
    status,
    retry: () => setRound(n => n + 1),
    messages,
    total,
    hasOlder,
    olderStatus: older,
    loadOlder,
    /** The list's scrollTop: a new value each turn, so the list scrolls again (ScrollView acts on a change). */
    listScrollTop: LIST_END + bottomTurn,
    loggedIn: session.loggedIn,
    myId: session.userId,
    draft,
    setDraft: (value: string) => { setDraft(value.slice(0, CHAT_MAX_LENGTH)); setSendError('') },
    counter: t('live.chat.counter', { count: draft.length, max: CHAT_MAX_LENGTH }),
    canSend: trimmed.length > 0 && !sending,
    sending,
    sendError,
    send,
  }
}

function refusalText(error: unknown, t: ReturnType<typeof useStores>['language']['t']): string {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.SensitiveContent) {
      const category = error.body.data?.category as SensitiveCategory | undefined
      const name = category && SENSITIVE_CATEGORIES.includes(category) ? t(`demand.sensitive.${category}`) : ''
      return t('live.chat.error.sensitive', { category: name || String(category ?? '') })
    }
    if (error.code === ErrorCode.TooFrequent || error.status === 429) return t('live.chat.error.tooFrequent')
  }
  return t('live.chat.error.failed')
}

export type LiveChatData = ReturnType<typeof useLiveChat>
