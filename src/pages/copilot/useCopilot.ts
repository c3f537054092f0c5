import { useState } from 'react'
import type { MatchSource, MatchSourceKind } from '@fu-types/api'
import { askMatch, stopper } from '@/api/match'
import { localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { copilotFailure } from './copilotErrors'
import { sourceRoute } from './sourceRoute'

type TurnStatus = 'streaming' | 'done' | 'stopped' | 'failed'

export interface Turn {
  id: number
  question: string
  answer: string
  sources: MatchSource[]
  status: TurnStatus
  error?: string
}

interface SourceLink { key: string; kind: string; title: string; label: string; open: () => void }

const QUESTION_MAX = 500
const DEFAULT_QUESTIONS = ['copilot.question.location', 'copilot.question.guests', 'copilot.question.register'] as const

/**
 * The meeting assistant's data and actions: the meeting's prologue (or the default greeting), the conversation
 * and its send / stop / retry / new conversation. An answer that arrives after "stop" or "new conversation" is dropped.
 */
export function useCopilot(shown: ScreenMeeting) {
  const { language, meeting: meetingStore } = useStores()
  const { id: meetingId } = shown
  const [turns, setTurns] = useState<Turn[]>([])
  const [draft, setDraft] = useState('')
  // Bumped by stop and new conversation: answers of an older generation are dropped; `stop` aborts the one under way.
  const [generation] = useState(() => ({ value: 0, nextId: 1, stop: undefined as (() => void) | undefined }))
  const t = language.t
  const lang = language.language

  const meeting = shown.loaded
  const status: 'loading' | 'failed' | 'disabled' | 'ready' = meeting
    ? (meeting.exhibition?.enable_copilot === 1 ? 'ready' : 'disabled')
    : (meetingStore.status === 'failed' ? 'failed' : 'loading')
  const exhibition = meeting?.exhibition
  const name = localize(exhibition?.copilot_name, lang) || t('copilot.name')
  const ownQuestions = (exhibition?.copilot_prologue_questions ?? []).map(q => localize(q, lang)).filter(Boolean)
  const prologue = {
    title: localize(exhibition?.copilot_prologue_title, lang) || t('copilot.prologue.title', { name }),
    description: localize(exhibition?.copilot_prologue_description, lang) || t('copilot.prologue.description'),
    questions: ownQuestions.length ? ownQuestions : DEFAULT_QUESTIONS.map(key => t(key)),
  }
  const busy = turns.some(turn => turn.status === 'streaming')

  const update = (id: number, change: (turn: Turn) => Partial<Turn>) =>
    setTurns(all => all.map(turn => (turn.id === id ? { ...turn, ...change(turn) } : turn)))

  function run(id: number, question: string) {
    const mine = generation.value
    const current = () => mine === generation.value
    const { signal, stop } = stopper()
    generation.stop = stop
    // Each chunk shows as it arrives: the turn's text grows while the answer streams.
    askMatch({ question, meeting_id: meetingId, language: lang }, chunk => {
      if (current()) update(id, turn => ({ answer: turn.answer + chunk }))
    }, { signal }).then(
      answer => { if (current()) update(id, () => ({ answer: answer.text, sources: answer.sources, status: 'done' })) },
      (e: unknown) => { if (current()) update(id, () => ({ status: 'failed', error: copilotFailure(e, t) })) },
    )
  }

  function ask(text: string) {
    const question = text.trim().slice(0, QUESTION_MAX)
    if (!question || busy || status !== 'ready') return
    const id = generation.nextId++
    setTurns(all => [...all, { id, question, answer: '', sources: [], status: 'streaming' }])
    setDraft('')
    run(id, question)
  }

  function retry(id: number) {
    const turn = turns.find(x => x.id === id)
    if (!turn || busy) return
    update(id, () => ({ answer: '', sources: [], status: 'streaming', error: undefined }))
    run(id, turn.question)
  }

  /** Aborts the answer under way (the request too); what came so far stays, marked stopped. */
  function stop() {
    generation.value++
    generation.stop?.()
    generation.stop = undefined
    setTurns(all => all.map(turn => (turn.status === 'streaming' ? { ...turn, status: 'stopped' } : turn)))
  }

  function newConversation() {
    generation.value++
    generation.stop?.()
    generation.stop = undefined
    setTurns([])
    setDraft('')
  }

  const kindLabel = (kind: MatchSourceKind) => t(`copilot.kind.${kind}`)
  function sourceLinks(turn: Turn): SourceLink[] {
    return turn.sources.flatMap((source, index) => {
      const route = sourceRoute(source)
      if (!route) return []
      const title = localize(source.title, lang) || kindLabel(source.kind)
      const kind = kindLabel(source.kind)
      return [{
        key: `${source.kind}-${source._id}-${index}`,
        kind,
        title,
        label: t('copilot.source.open', { kind, title }),
        open: () => { void navigateTo(route.name, route.params) },
      }]
    })
  }

  return {
    t,
    status,
    retryMeeting: () => { void meetingStore.retry() },
    meetingError: meetingStore.error,
    name,
    prologue,
    turns,
    busy,
    draft,
    setDraft,
    ask,
    send: () => ask(draft),
    stop,
    retry,
    newConversation,
    sourceLinks,
    goHome: () => { void navigateTo('meetingHome', { meeting_id: meetingId }) },
  }
}

export type CopilotData = ReturnType<typeof useCopilot>
