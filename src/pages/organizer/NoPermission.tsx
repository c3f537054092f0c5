import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import { useStores } from '@/stores'

/** What a person without a role in the console sees: why, and the way back (`back`) instead of an empty page. */
export const NoPermission = observer(function NoPermission({ text, back }: { text: string; back: { label: string; onPress: () => void } }) {
  const { t } = useStores().language
  return (
    <View className='fu-organizer__denied' {...srRole('status')}>
      <Text className='fu-organizer__denied-title' {...heading(2)}>{t('organizer.noPermission.title')}</Text>
      <Text className='fu-organizer__denied-text'>{text}</Text>
      <Action className='fu-button fu-organizer__primary' onPress={back.onPress}>{back.label}</Action>
    </View>
  )
})
