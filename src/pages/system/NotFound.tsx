import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { navigateTo } from '@/router/navigate'
import { srRole } from '@/components/a11y'
import './system.scss'
import { Action } from '@/components/Action'

export default observer(function NotFound() {
  const { language } = useStores()
  return (
    <View className='fu-system' {...srRole('main')}>
      <Text className='fu-system__code'>404</Text>
      <Text className='fu-system__text'>{language.t('page.notFound.text')}</Text>
      <Action className='fu-button' onPress={() => navigateTo('meetingHome', {}, { replace: true })}>
        {language.t('common.home')}
      </Action>
    </View>
  )
})
