import { useEffect, useRef, useState } from 'react'
import type { Enterprise, Question } from '@fu-types/entities'
import { askQuestion, enterpriseAction, fetchEnterprise, listQuestions } from '@/api/enterprises'
import { ApiError } from '@/api/http'
import { localize } from '@/core'
import { charCount } from '@/core/validation/result'
import { LONG_TEXT_MAX, validateLongText } from '@/core/validation/content'
import type { MessageKey } from '@/i18n'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'

const FIELD_ERRORS: Record<string, MessageKey> = {
  'validation.text.required': 'exhibitor.ask.required',
  'validation.text.tooLong': 'exhibitor.ask.tooLong',
}

/**
 * /meeting/enterprise/question?enterprise_id=: a visitor asks a company a question (≤ 500 characters; sensitive
 * content refused beside the field) and sees their earlier questions to it with the answers given so far.
 */
export function useAskQuestion(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const t = language.t
  const enterpriseId = query.enterprise_id || ''
  const company = useRemote<Enterprise | null>(() => (enterpriseId ? fetchEnterprise(enterpriseId) : Promise.resolve(null)), [enterpriseId])
  const enterprise = company.data ?? null
  const { id: meetingId } = meeting
  const [asked, setAsked] = useState(0)
  const mine = useRemote<Question[]>(
    () => (enterpriseId ? listQuestions({ enterprise_id: enterpriseId, mine: 1, limit: 20 }).then(e => e.results ?? []) : Promise.resolve([])),
    [enterpriseId, asked],
  )
  const [content, setContent] = useState('')
  const [error, setError] = useState<MessageKey | ''>('')
  const [sending, setSending] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])
  // SPEC §7: opening the ask form of a company is counted (POST /enterprises/{id}/asks), once per open.
  const enterpriseOnScreen = enterprise?._id
  useEffect(() => { if (enterpriseOnScreen) quietly(() => enterpriseAction(enterpriseOnScreen, 'asks')) }, [enterpriseOnScreen])

  const submit = async () => {
    if (sending || !enterprise) return
    const invalid = validateLongText(content)
    setError(invalid ? FIELD_ERRORS[invalid] ?? 'exhibitor.ask.required' : '')
    if (invalid) return
    setSending(true)
    try {
      await askQuestion(enterprise._id, content.trim())
      // …and each question sent (POST /enterprises/{id}/questions).
      quietly(() => enterpriseAction(enterprise._id, 'questions'))
      if (!mounted.current) return
      platform.toast(t('exhibitor.ask.sent'))
      setContent('')
      setAsked(n => n + 1)
    } catch (e) {
      if (!mounted.current) return
      setError(e instanceof ApiError && e.code === ErrorCode.SensitiveContent ? 'exhibitor.sensitive' : 'exhibitor.ask.failed')
    } finally {
      if (mounted.current) setSending(false)
    }
  }

  const name = enterprise ? localize(enterprise.exhibitor?.company?.title, language.language) : ''
  return {
    t,
    status: company.status === 'ready' && !enterprise ? ('missing' as const) : company.status,
    loadError: company.error,
    retry: company.retry,
    meetingId,
    /** The company's own meeting, which the frame then shows (the declaration's meetingId). */
    enterpriseMeetingId: enterprise?.meeting_id,
    /** The page's title once the company is known ('' until then: the route's title). */
    heading: name ? t('exhibitor.ask.heading', { company: name }) : '',
    content,
    setContent: (value: string) => { setContent(value); setError('') },
    length: t('exhibitor.answer.length', { count: charCount(content) }),
    tooLong: charCount(content) > LONG_TEXT_MAX,
    error: error ? t(error) : '',
    sending,
    submit: () => { void submit() },
    /** The visitor's earlier questions to this company; an empty list shows nothing. */
    mine: (mine.data ?? []).map(q => ({ id: q._id, content: q.content, answer: q.answer ? t('exhibitor.ask.answer', { answer: q.answer }) : t('exhibitor.ask.noAnswer') })),
    backToCompany: () => { void navigateTo('meetingEnterprise', { enterprise_id: enterpriseId, ...(meetingId ? { meeting_id: meetingId } : {}) }) },
  }
}

export type AskQuestionData = ReturnType<typeof useAskQuestion>

/** A count the visitor does not wait for: its failure never reaches the screen. */
function quietly(send: () => Promise<unknown>): void {
  Promise.resolve().then(send).catch(() => undefined)
}
