import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { MessageKey } from '@/i18n'

/** What an account without a company sees on the exhibitor's screens: why, and the way to bind one. */
export function Unbound({ t, onBind }: { t: (key: MessageKey) => string; onBind: () => void }) {
  return (
    <View className='fu-exhibitor__unbound' {...srRole('alert')}>
      <Text className='fu-exhibitor__unbound-title' {...heading(2)}>{t('exhibitor.unbound.title')}</Text>
      <Text className='fu-exhibitor__unbound-text'>{t('exhibitor.unbound.text')}</Text>
      <Action className='fu-button' onPress={onBind}>{t('exhibitor.unbound.action')}</Action>
    </View>
  )
}
