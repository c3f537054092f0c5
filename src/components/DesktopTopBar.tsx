import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { localize } from '@/core/localize'
import { navigateTo } from '@/router/navigate'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Action } from './Action'
import { srRole } from './a11y'

/** The desktop variant's top bar over the 1200 px column: the meeting (a link home), screen actions, languages. */
export const DesktopTopBar = observer(function DesktopTopBar({ actions }: { actions?: ReactNode }) {
  const { meeting, language } = useStores()
  const brand = meeting.meeting ? localize(meeting.meeting.title, language.language) : language.t('app.name')
  return (
    <View className='fu-topbar' {...srRole('banner')}>
      <View className='fu-topbar__inner fu-desktop-column'>
        <Action className='fu-topbar__brand' role='link' onPress={() => navigateTo('meetingHome')}>
          <Text>{brand}</Text>
        </Action>
        <View className='fu-topbar__actions'>
          {actions}
          <LanguageSwitcher />
        </View>
      </View>
    </View>
  )
})
