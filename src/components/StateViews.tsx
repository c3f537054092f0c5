import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { srRole } from './a11y'
import './StateViews.scss'
import { Action } from './Action'
import { Spinner } from './ui/Spinner'
import { Icon, type IconName } from './ui/Icon'

/** Waiting for data: taro-ui's activity indicator with the words (a polite status: ui/Spinner). */
export const Loading = observer(function Loading() {
  const { language } = useStores()
  return (
    <View className='fu-state fu-state--loading'>
      <Spinner text={language.t('common.loading')} />
    </View>
  )
})

export const Failed = observer(function Failed({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { language } = useStores()
  return (
    <View className='fu-state fu-state--failed' {...srRole('alert')}>
      <Text className='fu-state__title'>{language.t('common.failed')}</Text>
      {message ? <Text className='fu-state__detail'>{message}</Text> : null}
      {onRetry ? <Action className='fu-button fu-state__action' onPress={onRetry}>{language.t('common.retry')}</Action> : null}
    </View>
  )
})

/**
 * Nothing to show, under a quiet (decorative) picture so the space reads as an empty state, not as a page that failed
 * to draw; `action` offers the way on (e.g. "browse activities" under an empty list of tickets).
 */
export const Empty = observer(function Empty({ text, action, icon = 'file-generic' }: { text?: string; action?: { label: string; onPress: () => void }; icon?: IconName }) {
  const { language } = useStores()
  return (
    <View className='fu-state fu-state--empty'>
      <View className='fu-state__art'><Icon name={icon} size={28} tone='muted' /></View>
      <Text>{text ?? language.t('common.empty')}</Text>
      {action ? <Action className='fu-button fu-state__action' onPress={action.onPress}>{action.label}</Action> : null}
    </View>
  )
})
