import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { goBackOrHome } from '@/router/navigate'
import { Action } from './Action'

/**
 * Back: one page back when this session has one (SPEC §4 routing depth above 1), else to the meeting home — a visitor
 * who arrived on a shared link is never sent out of the site. The label says which.
 */
export const BackAction = observer(function BackAction({ className }: { className?: string }) {
  const { env, language } = useStores()
  const label = language.t(env.canGoBack ? 'shell.back' : 'shell.backHome')
  return (
    <Action className={className ?? 'fu-back'} aria={{ 'aria-label': label }} onPress={() => void goBackOrHome(env.canGoBack)}>
      <Text aria-hidden>‹</Text>
      <Text className='fu-back__label'>{label}</Text>
    </Action>
  )
})
