import { useState } from 'react'
import type { ObjectId, Question } from '@fu-types/entities'
import { personLabel } from '@/core/users'
import { listQuestions } from '@/api/enterprises'
import { formatDateTime } from '@/core/time'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { pagingTexts } from '@/components/LoadMore'
import { usePagedList } from '@/components/usePagedList'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useBoundEnterprise } from '../useBoundEnterprise'

export const QUESTIONS_PAGE_SIZE = 20
export type QuestionTab = 'open' | 'answered'

export interface QuestionRow {
  id: ObjectId
  asker: string
  askedAt: string
  content: string
  answer: string
  isPublic: boolean
}

/**
 * /meeting/exhibitor/ask/list and /meeting/enterprise/question/list: the questions visitors asked the account's
 * company, waiting ones or answered ones, 20 a page, newest first; each opens the answer screen.
 */
export function useQuestionList(query: Record<string, string | undefined>, meeting: ScreenMeeting, answerRoute: 'exhibitorAsk' | 'enterpriseQuestionAnswer' = 'exhibitorAsk') {
  const { language } = useStores()
  const t = language.t
  const bound = useBoundEnterprise()
  const { id: meetingId, timezone } = meeting
  const [tab, setTab] = useState<QuestionTab>(query.tab === 'answered' ? 'answered' : 'open')
  const enterpriseId = bound.enterpriseId

  const list = usePagedList<Question>(async (skip, limit) => {
    if (!enterpriseId) return { items: [], total: 0 }
    const envelope = await listQuestions({ enterprise_id: enterpriseId, answered: tab === 'answered' ? 1 : 0, skip, limit })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [enterpriseId, tab], QUESTIONS_PAGE_SIZE)

  const rows: QuestionRow[] = list.items.map(q => ({
    id: q._id,
    asker: t('exhibitor.questions.asker', { name: personLabel(q.user, t('exhibitor.questions.visitor')) }),
    askedAt: q.created ? formatDateTime(q.created, timezone) : '',
    content: q.content,
    answer: q.answer ?? '',
    isPublic: q.public === 1,
  }))
  const inMeeting = meetingId ? { meeting_id: meetingId } : {}

  return {
    t,
    bound,
    meetingId,
    /** The page's title once the company is known ('' until then: the route's title). */
    heading: bound.company ? t('exhibitor.questions.heading', { company: bound.company }) : '',
    tab,
    setTab,
    list,
    rows,
    emptyText: t(tab === 'open' ? 'exhibitor.questions.emptyOpen' : 'exhibitor.questions.emptyAnswered'),
    open: (questionId: ObjectId) => { void navigateTo(answerRoute, { question_id: questionId, ...inMeeting }) },
    bind: () => { void navigateTo('exhibitorBind', inMeeting) },
    pagingTexts: pagingTexts(t, t('exhibitor.questions.count', { count: list.total })),
  }
}

export type QuestionListData = ReturnType<typeof useQuestionList>
