import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { navigateTo } from '@/router/navigate'
import { srRole } from '@/components/a11y'
import './system.scss'
import { Action } from '@/components/Action'

/** A route of the table whose screen is not built yet: it says so plainly instead of pretending. */
export default observer(function NotBuilt() {
  const { language } = useStores()
  return (
    <View className='fu-system fu-system--not-built' {...srRole('main')}>
      <Text className='fu-system__text'>{language.t('page.notBuilt.text')}</Text>
      <Action className='fu-button' onPress={() => navigateTo('meetingHome', {}, { replace: true })}>
        {language.t('common.home')}
      </Action>
    </View>
  )
})
