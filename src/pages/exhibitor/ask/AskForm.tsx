import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { AskQuestionData } from './useAskQuestion'

/** The question form and the visitor's earlier questions to the company, the same in both variants. */
export const AskForm = observer(function AskForm({ data }: { data: AskQuestionData }) {
  const { t } = data
  if (data.status === 'loading') return <Loading />
  if (data.status === 'failed') return <Failed message={data.loadError} onRetry={data.retry} />
  if (data.status === 'missing') return <Empty text={t('exhibitor.ask.missing')} />
  return (
    <View className='fu-exhibitor__form'>
      <Text className='fu-exhibitor__intro'>{t('exhibitor.ask.intro')}</Text>
      <FormField
        id='fu-exhibitor-question'
        label={t('exhibitor.ask.label')}
        error={data.error}
        required
        controlClassName='fu-field__control--area'
        below={<Text className={`fu-exhibitor__length${data.tooLong ? ' fu-exhibitor__length--over' : ''}`}>{data.length}</Text>}
      >
        {input => (
          <Textarea
            className='fu-field__textarea'
            maxlength={-1}
            value={data.content}
            placeholder={t('exhibitor.ask.placeholder')}
            onInput={e => data.setContent(inputValue(e))}
            nativeProps={input.nativeProps}
            {...input.props}
          />
        )}
      </FormField>
      <View className='fu-exhibitor__buttons'>
        <Action className='fu-exhibitor__submit' disabled={data.sending} onPress={data.submit}>
          {t(data.sending ? 'exhibitor.ask.submitting' : 'exhibitor.ask.submit')}
        </Action>
        <Action className='fu-exhibitor__secondary' role='link' onPress={data.backToCompany}>{t('exhibitor.ask.backToCompany')}</Action>
      </View>
      {data.mine.length ? (
        <View className='fu-exhibitor__mine'>
          <Text className='fu-exhibitor__label' {...heading(2)}>{t('exhibitor.ask.mine')}</Text>
          <View className='fu-exhibitor__items' {...srRole('list')}>
            {data.mine.map(q => (
              <View key={q.id} className='fu-exhibitor__item' {...srRole('listitem')}>
                <Text className='fu-exhibitor__content'>{q.content}</Text>
                <Text className='fu-exhibitor__answer-text'>{q.answer}</Text>
              </View>
            ))}
          </View>
        </View>
      ) : null}
    </View>
  )
})
