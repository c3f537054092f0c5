import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { ReceptionPhaseFormData } from './useReceptionPhaseForm'

/** The recorded answers (the frame shows loading and failure), and the way back to the guest. */
export const PhaseAnswers = observer(function PhaseAnswers({ data }: { data: ReceptionPhaseFormData }) {
  const { t } = data
  if (data.status === 'missing') return <Empty text={t('reception.guest.missing')} />
  return (
    <View className='fu-reception__panel'>
      <Text className='fu-reception__panel-title' {...heading(2)}>{[data.guestName, data.phaseTitle].filter(Boolean).join(' · ')}</Text>
      {data.answers.length ? (
        <View className='fu-reception-answers' {...srRole('list')}>
          {data.answers.map(answer => (
            <View key={answer.key} className='fu-reception-answers__item' {...srRole('listitem')}>
              <Text className='fu-reception-answers__key'>{answer.key}</Text>
              <Text className='fu-reception-answers__value'>{answer.value}</Text>
            </View>
          ))}
        </View>
      ) : <Text className='fu-reception__note'>{t('reception.form.empty')}</Text>}
      <View className='fu-reception__row'>
        <Action className='fu-button fu-reception__inline-action' role='link' onPress={data.back}>{t('reception.form.back')}</Action>
      </View>
    </View>
  )
})
