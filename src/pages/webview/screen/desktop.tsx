import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { WebviewActions, WebviewBody } from './WebviewParts'
import type { WebviewData } from './useWebview'

/** ≥1200 px: the top bar, the link's host and actions above a tall frame in the content column. */
export const WebviewDesktop = observer(function WebviewDesktop({ data }: { data: WebviewData }) {
  return (
    <View className='fu-webview fu-webview--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-webview__page'>
        <View className='fu-webview__head'>
          <Text className='fu-webview__host'>{data.host}</Text>
          <WebviewActions data={data} />
        </View>
        <WebviewBody data={data} />
      </View>
      <MeetingFooter />
    </View>
  )
})
