import { Label, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef } from 'react'
import { Action } from '@/components/Action'
import { inputValue } from '@/components/FormField'
import { Empty } from '@/components/StateViews'
import { heading, inputAria, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { scrollIntoView } from '@/platform/scrollIntoView'
import type { CopilotData, Turn } from './useCopilot'
import './copilot.scss'
const INPUT_ID = 'fu-copilot-question'
const turnId = (turn: Turn) => `fu-copilot-turn-${turn.id}`

/** The greeting: title, description and the example questions as chips that ask at once. */
const Prologue = observer(function Prologue({ data }: { data: CopilotData }) {
  const { prologue, t } = data
  return (
    <View className='fu-copilot__prologue'>
      <Text className='fu-copilot__prologue-title' {...heading(2)}>{prologue.title}</Text>
      <Text className='fu-copilot__prologue-description'>{prologue.description}</Text>
      <Text className='fu-copilot__chips-label' id='fu-copilot-chips'>{t('copilot.prologue.questions')}</Text>
      <View className='fu-copilot__chips' {...srRole('list', { 'aria-labelledby': 'fu-copilot-chips' })}>
        {prologue.questions.map(question => (
          <View key={question} {...srRole('listitem')}>
            <Action className='fu-copilot__chip' disabled={data.busy} onPress={() => data.ask(question)}>{question}</Action>
          </View>
        ))}
      </View>
    </View>
  )
})

/**
 * One exchange: my question, then the answer as it comes (thinking until the first words, then the text growing
 * with an "answering" note and a stop control), its sources (links to our screens), or that it stopped or failed.
 */
const Exchange = observer(function Exchange({ data, turn }: { data: CopilotData; turn: Turn }) {
  const { t } = data
  const links = turn.status === 'done' ? data.sourceLinks(turn) : []
  return (
    <View className='fu-copilot__turn' id={turnId(turn)}>
      <View className='fu-copilot__bubble fu-copilot__bubble--me'>
        <Text className='fu-copilot__who'>{t('copilot.me')}</Text>
        <Text className='fu-copilot__text'>{turn.question}</Text>
      </View>
      <View className='fu-copilot__bubble fu-copilot__bubble--assistant' aria-busy={turn.status === 'streaming'}>
        <Text className='fu-copilot__who'>{data.name}</Text>
        {turn.answer ? <Text className='fu-copilot__text'>{turn.answer}</Text> : null}
        {turn.status === 'streaming' ? (
          <View className='fu-copilot__progress'>
            <Text className='fu-copilot__note'>{turn.answer ? t('copilot.answering') : t('copilot.thinking')}</Text>
            <Action className='fu-button fu-button--ghost fu-copilot__stop-inline' aria={{ 'aria-label': t('copilot.stopAnswer') }} onPress={data.stop}>{t('copilot.stop')}</Action>
          </View>
        ) : null}
        {turn.status === 'stopped' ? <Text className='fu-copilot__note'>{t('copilot.stopped')}</Text> : null}
        {turn.status === 'failed' ? (
          <View className='fu-copilot__failed' {...srRole('alert')}>
            <Text className='fu-copilot__note'>{t('copilot.failed')}{turn.error ? `: ${turn.error}` : ''}</Text>
            <Action className='fu-button fu-copilot__retry' disabled={data.busy} onPress={() => data.retry(turn.id)}>{t('copilot.retry')}</Action>
          </View>
        ) : null}
        {links.length ? (
          <View className='fu-copilot__sources'>
            <Text className='fu-copilot__sources-label'>{t('copilot.sources')}</Text>
            {links.map((link, i) => (
              <Action key={link.key} role='link' className='fu-copilot__source' aria={{ 'aria-label': link.label }} onPress={link.open}>
                {`${i + 1}. [${link.kind}] ${link.title}`}
              </Action>
            ))}
          </View>
        ) : null}
      </View>
    </View>
  )
})

/** The question box: a button sends (mobile), Enter sends on desktop (Shift + Enter breaks the line); stop while answering. */
const SendBox = observer(function SendBox({ data, variant }: { data: CopilotData; variant: Variant }) {
  const { t } = data
  const onKeyDown = (e: { key?: string; shiftKey?: boolean; isComposing?: boolean; preventDefault?: () => void }) => {
    if (variant !== 'desktop' || e.key !== 'Enter' || e.shiftKey || e.isComposing) return
    e.preventDefault?.()
    data.send()
  }
  const { props, nativeProps } = inputAria(INPUT_ID, { 'aria-label': t('copilot.input.label'), ...(variant === 'desktop' ? { 'aria-describedby': `${INPUT_ID}-hint` } : {}) })
  // The keys go where inputAria puts the box's name: on the native textarea (H5), else on the component as well.
  const own = Object.keys(props).length ? { ...props, onKeyDown } : props
  return (
    <View className={`fu-copilot__send fu-copilot__send--${variant}`}>
      <Label className='fu-copilot__send-label' for={INPUT_ID}>{t('copilot.input.label')}</Label>
      <Textarea
        className='fu-copilot__input'
        maxlength={500}
        autoHeight
        value={data.draft}
        placeholder={t('copilot.input.placeholder')}
        onInput={e => data.setDraft(inputValue(e))}
        nativeProps={{ ...nativeProps, onKeyDown }}
        {...own}
      />
      {variant === 'desktop' ? <Text id={`${INPUT_ID}-hint`} className='fu-copilot__hint'>{t('copilot.input.hint')}</Text> : null}
      <View className='fu-copilot__send-actions'>
        {data.busy
          ? <Action className='fu-button fu-button--ghost fu-copilot__stop' onPress={data.stop}>{t('copilot.stop')}</Action>
          : <Action className='fu-button fu-copilot__submit' disabled={!data.draft.trim()} onPress={data.send}>{t('copilot.send')}</Action>}
      </View>
    </View>
  )
})

/**
 * The assistant under the frame's title: the greeting, the conversation and the box ("new conversation" above it on a
 * desktop, after it on a phone); or that the meeting has no assistant (loading the meeting is the frame's).
 */
export const CopilotView = observer(function CopilotView({ data, variant }: { data: CopilotData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-copilot fu-copilot--${variant}`}>
      {data.status === 'disabled'
        ? <Empty text={t('copilot.disabled')} action={{ label: t('copilot.backHome'), onPress: data.goHome }} />
        : <CopilotBody data={data} variant={variant} />}
    </View>
  )
})

/** Each new exchange is brought into view as it starts (the question and "thinking", then the answer under it). */
function useNewTurnInView(turns: Turn[]): void {
  const last = turns[turns.length - 1]
  const seen = useRef(last?.id)
  useEffect(() => {
    if (!last || last.id === seen.current) return
    seen.current = last.id
    scrollIntoView(turnId(last))
  }, [last])
}

const CopilotBody = observer(function CopilotBody({ data, variant }: { data: CopilotData; variant: Variant }) {
  const { t } = data
  useNewTurnInView(data.turns)
  return (
    <View className={`fu-copilot__body fu-copilot__body--${variant}`}>
      {variant === 'desktop' && data.turns.length ? (
        <View className='fu-copilot__head'>
          <Action className='fu-button fu-button--ghost fu-copilot__new' onPress={data.newConversation}>{t('copilot.new')}</Action>
        </View>
      ) : null}
      <Prologue data={data} />
      <View className='fu-copilot__conversation' {...srRole('log', { 'aria-live': 'polite', 'aria-label': t('copilot.conversation') })}>
        {data.turns.map(turn => <Exchange key={turn.id} data={data} turn={turn} />)}
      </View>
      {/* The phone's title bar has no room for it: "new conversation" follows the conversation there. */}
      {variant === 'mobile' && data.turns.length ? <Action className='fu-copilot__new fu-copilot__new--below' onPress={data.newConversation}>{t('copilot.new')}</Action> : null}
      <SendBox data={data} variant={variant} />
    </View>
  )
})
