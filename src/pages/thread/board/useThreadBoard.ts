import { useCallback, useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import type { ThreadDoc, ThreadReply, ThreadReportReason } from '@fu-types/api'
import { ErrorCode, SENSITIVE_CATEGORIES, type SensitiveCategory } from '@fu-types/errors'
import { ApiError, NetworkError } from '@/api/http'
import { fetchThread, likeThread, listThreadReplies, listThreads, postThread, replyThread, reportThread, unlikeThread } from '@/api/threads'
import { formatDateTime, postedAgo, threadTextCheck } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import type { MessageKey } from '@/i18n'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

export const THREAD_PAGE_SIZE = 10
const REPLY_PAGE_SIZE = 20

/** What the composer says after a refused post (SPEC §8): register first, sensitive content with its category, too often, failed. */
interface ComposerError { key: MessageKey; params?: Record<string, string | number>; register?: boolean }

const isCategory = (value: unknown): value is SensitiveCategory => (SENSITIVE_CATEGORIES as readonly unknown[]).includes(value)

function composerFailure(error: unknown): ComposerError {
  if (error instanceof NetworkError) return { key: 'error.network' }
  if (!(error instanceof ApiError)) return { key: 'thread.error.postFailed' }
  switch (error.code) {
    case ErrorCode.RegistrationRequired: return { key: 'thread.error.register', register: true }
    case ErrorCode.TooFrequent: return { key: 'thread.error.tooFrequent' }
    case ErrorCode.SensitiveContent: {
      const category = error.body.data?.category
      return { key: 'thread.error.sensitive', params: { category: `demand.sensitive.${isCategory(category) ? category : 'harmful'}` } }
    }
    default: return { key: 'thread.error.postFailed' }
  }
}

/** What a report is about: a thread, or one reply of it. */
interface ReportTarget { threadId: ObjectId; replyId?: ObjectId }

/**
 * The meeting's discussion board both variants share. Without `thread_id`: the threads page by page, newest first, and
 * the composer for a new thread. With `thread_id`: that thread, its replies (oldest first) and the reply composer.
 * Reading follows the meeting's guest rule; writing asks a guest to sign in, and the server's refusals (not registered,
 * sensitive, too often) are said under the composer. Likes and reports need a signed-in visitor too.
 */
export function useThreadBoard(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session, platform } = useStores()
  const t = language.t
  const threadId = query.thread_id || ''
  const loggedIn = session.loggedIn
  const [generation, setGeneration] = useState(0)

  const item = useRemote(() => (threadId ? fetchThread(threadId) : Promise.resolve(null)), [threadId, loggedIn, generation])
  const thread = item.data ?? undefined
  const { id: meetingId, timezone } = meeting

  const board = usePagedList<ThreadDoc>(async (skip, limit) => {
    if (threadId) return { items: [], total: 0 }
    // Without a meeting id the list waits for the meeting store.
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listThreads({ meeting_id: meetingId, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [threadId, meetingId, loggedIn, generation], THREAD_PAGE_SIZE)

  const replies = usePagedList<ThreadReply>(async (skip, limit) => {
    if (!threadId) return { items: [], total: 0 }
    const envelope = await listThreadReplies(threadId, { limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [threadId, generation], REPLY_PAGE_SIZE)

  const here = threadId ? routeUrl('threadList', { thread_id: threadId, meeting_id: meetingId }) : routeUrl('threadList', { meeting_id: meetingId })
  const login = useCallback(() => { void openUrl(loginUrl(here, meetingId)) }, [here, meetingId])

  // ---- the composer (a new thread on the board, a reply on a thread) ----
  const [content, setContentState] = useState('')
  const [composerError, setComposerError] = useState<ComposerError | null>(null)
  const [sending, setSending] = useState(false)
  const check = threadTextCheck(content)
  const submit = async () => {
    if (sending) return
    if (!loggedIn) { login(); return }
    if (check.error) { setComposerError({ key: check.error }); return }
    if (!threadId && !meetingId) return
    setComposerError(null)
    setSending(true)
    try {
      if (threadId) await replyThread(threadId, content.trim())
      else await postThread(meetingId!, content.trim())
      setContentState('')
      platform.toast(t(threadId ? 'thread.composer.replied' : 'thread.composer.posted'))
      setGeneration(n => n + 1)
    } catch (failure) {
      setComposerError(composerFailure(failure))
    } finally {
      setSending(false)
    }
  }

  // ---- reports ----
  const [reporting, setReporting] = useState<ReportTarget | null>(null)
  const report = (target: ReportTarget) => {
    if (!loggedIn) { login(); return }
    setReporting(target)
  }
  const sendReport = (reason: ThreadReportReason) => {
    const target = reporting
    if (!target) return
    setReporting(null)
    reportThread(target.threadId, reason, target.replyId).then(
      () => platform.toast(t('thread.report.done')),
      failure => platform.toast(t(failure instanceof ApiError && failure.status === 409 ? 'thread.report.again' : 'thread.report.failed')),
    )
  }

  const now = Date.now()
  const when = (created: number) => {
    const ago = postedAgo(created, now)
    return ago ? t(ago.key, ago.params) : formatDateTime(created, timezone)
  }

  const errorText = composerError
    ? t(composerError.key, composerError.params?.category ? { ...composerError.params, category: t(composerError.params.category as MessageKey) } : composerError.params)
    : ''

  const detail = Boolean(threadId)
  return {
    t,
    /** A thread (?thread_id=) or the board. */
    detail,
    status: detail ? (item.status === 'ready' && !thread ? ('missing' as const) : item.status) : (!meetingId ? 'loading' as const : board.status),
    error: detail ? item.error : board.error,
    retry: detail ? item.retry : board.retry,
    loggedIn,
    board,
    thread,
    replies,
    when,
    likeCalls: { like: likeThread, unlike: unlikeThread, login },
    open: (id: ObjectId) => { void navigateTo('threadList', { thread_id: id, meeting_id: meetingId }) },
    back: () => { void navigateTo('threadList', { meeting_id: meetingId }) },
    composer: {
      content,
      setContent: (value: string) => { setContentState(value); setComposerError(null) },
      count: check.count,
      max: check.max,
      over: check.over,
      errorText,
      register: composerError?.register ? () => { void navigateTo('activityList', { meeting_id: meetingId }) } : undefined,
      sending,
      submit: () => { void submit() },
      login,
    },
    reporting,
    report,
    sendReport,
    cancelReport: () => setReporting(null),
  }
}

export type ThreadBoardData = ReturnType<typeof useThreadBoard>
