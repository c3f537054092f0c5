import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { heading } from '@/components/a11y'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import { CountedTextForm } from '../CountedTextForm'
import { Unbound } from '../Unbound'
import { boundScreenState } from '../useBoundEnterprise'
import type { AnswerQuestionData } from './useAnswerQuestion'
import '../exhibitor.scss'

/** The frame's loading and failure: the account first, then the question. */
export function answerQuestionState(data: AnswerQuestionData): ScreenState {
  return boundScreenState(data.bound, () => (data.status === 'loading' || data.status === 'failed'
    ? { status: data.status, retry: data.retry, message: data.loadError }
    : { status: 'ready' }))
}

/** The question and the answer form in a card (centred on a desktop), or why not: no company bound, no such question. */
export const AnswerQuestionView = observer(function AnswerQuestionView({ data, variant }: { data: AnswerQuestionData; variant: Variant }) {
  const { t, bound, question } = data
  return (
    <View className={`fu-exhibitor fu-exhibitor--${variant}`}>
      <View className='fu-exhibitor__card'>
        {!bound.enterpriseId ? <Unbound t={t} onBind={data.bind} /> : !question ? (
          <Empty text={t('exhibitor.answer.missing')} action={{ label: t('exhibitor.answer.back'), onPress: data.back }} />
        ) : (
          <CountedTextForm
            id='fu-exhibitor-answer'
            label={t('exhibitor.answer.label')}
            placeholder={t('exhibitor.answer.placeholder')}
            value={data.answer}
            onInput={data.setAnswer}
            error={data.error}
            count={data.length}
            over={data.tooLong}
            send={{ label: t(data.saving ? 'exhibitor.answer.submitting' : 'exhibitor.answer.submit'), busy: data.saving, onPress: data.submit }}
            back={{ label: t('exhibitor.answer.back'), onPress: data.back }}
            top={(
              <View className='fu-exhibitor__question'>
                <Text className='fu-exhibitor__label' {...heading(2)}>{t('exhibitor.answer.question')}</Text>
                <Text className='fu-exhibitor__asker'>{question.asker}</Text>
                <Text className='fu-exhibitor__content'>{question.content}</Text>
                {question.askedAt ? <Text className='fu-exhibitor__time'>{question.askedAt}</Text> : null}
              </View>
            )}
            options={(
              <>
                <Action className='fu-exhibitor__check' role='checkbox' aria={{ 'aria-checked': data.isPublic }} onPress={data.togglePublic}>
                  <Text className={`fu-exhibitor__box${data.isPublic ? ' fu-exhibitor__box--on' : ''}`} aria-hidden>{data.isPublic ? '✓' : ''}</Text>
                  <Text>{t('exhibitor.answer.public')}</Text>
                </Action>
                <Text className='fu-exhibitor__hint'>{t('exhibitor.answer.publicHint')}</Text>
              </>
            )}
          />
        )}
      </View>
    </View>
  )
})
