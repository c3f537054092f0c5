import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { WebviewActions, WebviewBody } from './WebviewParts'
import type { WebviewData } from './useWebview'

/** Phone: the host and actions in a bar, the frame filling the rest of the screen. */
export const WebviewMobile = observer(function WebviewMobile({ data }: { data: WebviewData }) {
  return (
    <View className='fu-webview fu-webview--mobile'>
      <View className='fu-mobile-bar'>
        <Text className='fu-webview__host'>{data.host}</Text>
        <LanguageSwitcher />
      </View>
      <WebviewActions data={data} />
      <WebviewBody data={data} />
    </View>
  )
})
