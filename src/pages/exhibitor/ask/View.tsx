import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { CountedTextForm } from '../CountedTextForm'
import type { AskQuestionData } from './useAskQuestion'
import '../exhibitor.scss'

/** The question form and the visitor's earlier questions to the company in a card (centred on a desktop). */
export const AskQuestionView = observer(function AskQuestionView({ data, variant }: { data: AskQuestionData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-exhibitor fu-exhibitor--${variant}`}>
      <View className='fu-exhibitor__card'>
        {data.status === 'missing' ? <Empty text={t('exhibitor.ask.missing')} /> : (
          <CountedTextForm
            id='fu-exhibitor-question'
            label={t('exhibitor.ask.label')}
            placeholder={t('exhibitor.ask.placeholder')}
            value={data.content}
            onInput={data.setContent}
            error={data.error}
            count={data.length}
            over={data.tooLong}
            send={{ label: t(data.sending ? 'exhibitor.ask.submitting' : 'exhibitor.ask.submit'), busy: data.sending, onPress: data.submit }}
            back={{ label: t('exhibitor.ask.backToCompany'), onPress: data.backToCompany }}
            top={<Text className='fu-exhibitor__intro'>{t('exhibitor.ask.intro')}</Text>}
            bottom={data.mine.length ? (
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
          />
        )}
      </View>
    </View>
  )
})
