import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading } from '@/components/a11y'
import { Unbound } from '../Unbound'
import type { AnswerQuestionData } from './useAnswerQuestion'

/** The question and the answer form with its states, the same in both variants. */
export const AnswerForm = observer(function AnswerForm({ data }: { data: AnswerQuestionData }) {
  const { t, bound } = data
  if (bound.status === 'loading') return <Loading />
  if (bound.status === 'failed') return <Failed message={bound.error} onRetry={bound.retry} />
  if (!bound.enterpriseId) return <Unbound t={t} onBind={data.bind} />
  if (data.status === 'loading') return <Loading />
  if (data.status === 'failed') return <Failed message={data.loadError} onRetry={data.retry} />
  if (data.status === 'missing' || !data.question) return <Empty text={t('exhibitor.answer.missing')} action={{ label: t('exhibitor.answer.back'), onPress: data.back }} />
  const { question } = data
  return (
    <View className='fu-exhibitor__form'>
      <View className='fu-exhibitor__question'>
        <Text className='fu-exhibitor__label' {...heading(2)}>{t('exhibitor.answer.question')}</Text>
        <Text className='fu-exhibitor__asker'>{question.asker}</Text>
        <Text className='fu-exhibitor__content'>{question.content}</Text>
        {question.askedAt ? <Text className='fu-exhibitor__time'>{question.askedAt}</Text> : null}
      </View>
      <FormField
        id='fu-exhibitor-answer'
        label={t('exhibitor.answer.label')}
        error={data.error}
        required
        controlClassName='fu-field__control--area'
        below={<Text className={`fu-exhibitor__length${data.tooLong ? ' fu-exhibitor__length--over' : ''}`}>{data.length}</Text>}
      >
        {input => (
          <Textarea
            className='fu-field__textarea'
            maxlength={-1}
            value={data.answer}
            placeholder={t('exhibitor.answer.placeholder')}
            onInput={e => data.setAnswer(inputValue(e))}
            nativeProps={input.nativeProps}
            {...input.props}
          />
        )}
      </FormField>
      <Action className='fu-exhibitor__check' role='checkbox' aria={{ 'aria-checked': data.isPublic }} onPress={data.togglePublic}>
        <Text className={`fu-exhibitor__box${data.isPublic ? ' fu-exhibitor__box--on' : ''}`} aria-hidden>{data.isPublic ? '✓' : ''}</Text>
        <Text>{t('exhibitor.answer.public')}</Text>
      </Action>
      <Text className='fu-exhibitor__hint'>{t('exhibitor.answer.publicHint')}</Text>
      <View className='fu-exhibitor__buttons'>
        <Action className='fu-exhibitor__submit' disabled={data.saving} onPress={data.submit}>
          {t(data.saving ? 'exhibitor.answer.submitting' : 'exhibitor.answer.submit')}
        </Action>
        <Action className='fu-exhibitor__secondary' role='link' onPress={data.back}>{t('exhibitor.answer.back')}</Action>
      </View>
    </View>
  )
})
