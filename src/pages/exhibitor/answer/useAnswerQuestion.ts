import { useEffect, useRef, useState } from 'react'
import type { Question } from '@fu-types/entities'
import { personLabel } from '@/core/users'
import { answerQuestion, fetchQuestion } from '@/api/enterprises'
import { ApiError } from '@/api/http'
import { formatDateTime } from '@/core/time'
import { charCount } from '@/core/validation/result'
import { LONG_TEXT_MAX, validateLongText } from '@/core/validation/content'
import type { MessageKey } from '@/i18n'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'
import { useBoundEnterprise } from '../useBoundEnterprise'

const FIELD_ERRORS: Record<string, MessageKey> = {
  'validation.text.required': 'exhibitor.answer.required',
  'validation.text.tooLong': 'exhibitor.answer.tooLong',
}

/**
 * /meeting/exhibitor/ask (query question_id) and /meeting/enterprise/question/{question_id}/answer: the bound
 * exhibitor reads one question of the company and answers it (≤ 500 characters, SPEC §5), public for every visitor or
 * private to the asker; an answered one is edited the same way. Refusals show beside the answer.
 */
export function useAnswerQuestion(questionId: string, meeting: ScreenMeeting, listRoute: 'exhibitorAskList' | 'enterpriseQuestionList' = 'exhibitorAskList') {
  const { language, platform } = useStores()
  const t = language.t
  const bound = useBoundEnterprise()
  const { id: meetingId, timezone } = meeting
  const enterpriseId = bound.enterpriseId
  const item = useRemote<Question | null>(
    () => (enterpriseId && questionId ? fetchQuestion(enterpriseId, questionId) : Promise.resolve(null)),
    [enterpriseId, questionId],
  )
  const question = item.data ?? null
  const [answer, setAnswer] = useState('')
  const [isPublic, setPublic] = useState(true)
  const [error, setError] = useState<MessageKey | ''>('')
  const [saving, setSaving] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  // The form starts from the saved answer and its visibility when the question arrives.
  useEffect(() => {
    if (!question) return
    setAnswer(question.answer ?? '')
    setPublic(question.answer ? question.public === 1 : true)
  }, [question])

  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  const backToList = () => navigateTo(listRoute, { ...inMeeting, ...(question?.answer ? { tab: 'answered' } : {}) }, { replace: true })

  const submit = async () => {
    if (saving || !question) return
    const invalid = validateLongText(answer)
    setError(invalid ? FIELD_ERRORS[invalid] ?? 'exhibitor.answer.required' : '')
    if (invalid) return
    setSaving(true)
    try {
      await answerQuestion(question._id, answer.trim(), isPublic)
      platform.toast(t('exhibitor.answer.saved'))
      await navigateTo(listRoute, { ...inMeeting, tab: 'answered' }, { replace: true })
    } catch (e) {
      if (!mounted.current) return
      if (e instanceof ApiError && e.code === ErrorCode.SensitiveContent) setError('exhibitor.sensitive')
      else if (e instanceof ApiError && e.status === 403) setError('exhibitor.answer.notYours')
      else setError('exhibitor.answer.failed')
    } finally {
      if (mounted.current) setSaving(false)
    }
  }

  return {
    t,
    bound,
    /** The bound company's meeting: the one this screen shows. */
    meetingId,
    status: item.status === 'ready' && !question ? ('missing' as const) : item.status,
    loadError: item.error,
    retry: item.retry,
    question: question ? {
      content: question.content,
      asker: t('exhibitor.questions.asker', { name: personLabel(question.user, t('exhibitor.questions.visitor')) }),
      askedAt: question.created ? t('exhibitor.answer.askedAt', { time: formatDateTime(question.created, timezone) }) : '',
    } : null,
    answer,
    setAnswer: (value: string) => { setAnswer(value); setError('') },
    length: t('exhibitor.answer.length', { count: charCount(answer) }),
    tooLong: charCount(answer) > LONG_TEXT_MAX,
    isPublic,
    togglePublic: () => setPublic(p => !p),
    error: error ? t(error) : '',
    saving,
    submit: () => { void submit() },
    back: () => { void backToList() },
    bind: () => { void navigateTo('exhibitorBind', inMeeting) },
  }
}

export type AnswerQuestionData = ReturnType<typeof useAnswerQuestion>
