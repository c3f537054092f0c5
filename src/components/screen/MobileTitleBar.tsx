import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { goBackOrHome } from '@/router/navigate'
import { useStores } from '@/stores'
import { Action } from '../Action'
import { LanguageMenu } from '../LanguageMenu'
import { heading as headingRole, srRole } from '../a11y'

/**
 * The phone's title bar: back (one page back in this session's history, or the meeting home when the screen was
 * opened directly, SPEC §4), the screen's title, and the screen's own actions with the language menu.
 */
export const MobileTitleBar = observer(function MobileTitleBar({ title, heading, actions }: { title: string; heading: boolean; actions?: ReactNode }) {
  const { env, language } = useStores()
  return (
    <View className='fu-titlebar' {...srRole('banner')}>
      <Action className='fu-titlebar__back' aria={{ 'aria-label': language.t('shell.back') }} onPress={() => void goBackOrHome(env.canGoBack)}>
        <Text className='fu-titlebar__chevron' aria-hidden>‹</Text>
      </Action>
      <Text className='fu-titlebar__title' {...(heading ? headingRole(1) : {})}>{title}</Text>
      <View className='fu-titlebar__end'>
        {actions}
        <LanguageMenu />
      </View>
    </View>
  )
})
