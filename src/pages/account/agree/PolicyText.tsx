import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import type { AgreeData } from './useAgree'

/** The policy itself, under the frame's title: the same text in both variants. */
export const PolicyText = observer(function PolicyText({ data }: { data: AgreeData }) {
  const { t } = data
  return (
    <View className='fu-agree__text'>
      <Text className='fu-agree__updated'>{t('agree.updated')}</Text>
      <Text className='fu-agree__para'>{t('agree.intro')}</Text>
      {data.sections.map(section => (
        <View key={section.title} className='fu-agree__section'>
          <Text className='fu-agree__section-title' {...heading(2)}>{t(section.title)}</Text>
          <Text className='fu-agree__para'>{t(section.body)}</Text>
        </View>
      ))}
    </View>
  )
})
