import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { CopyLinkDialog } from '@/components/CopyLinkDialog'
import { Empty } from '@/components/StateViews'
import type { Variant } from '@/components/screen/defineScreen'
import type { WebviewData } from './useWebview'
import './webview.scss'

/** The sandboxed frame (H5 only: this route is not a mini-program page). */
function WebviewFrame({ data }: { data: WebviewData }) {
  return (
    <iframe
      className='fu-webview__frame'
      src={data.link}
      title={data.t('webview.frameTitle', { host: data.host })}
      sandbox='allow-scripts allow-same-origin allow-forms allow-popups'
      referrerPolicy='no-referrer'
    />
  )
}

/** The page body: the frame (or why there is none), and the copy dialog when the link cannot open here. */
const WebviewBody = observer(function WebviewBody({ data }: { data: WebviewData }) {
  if (data.missing) {
    return (
      <View className='fu-webview__missing'>
        <Empty text={data.t('webview.missing')} />
        <Action className='fu-webview__action' onPress={data.goHome}>{data.t('webview.back')}</Action>
      </View>
    )
  }
  return (
    <View className='fu-webview__body'>
      {data.framed ? <WebviewFrame data={data} /> : null}
      {!data.framed && data.openable && !data.copying ? <Text className='fu-webview__note'>{data.t('webview.notFramed')}</Text> : null}
      {data.copying ? <CopyLinkDialog link={data.link} onClose={data.openable ? data.closeCopy : undefined} /> : null}
    </View>
  )
})

/** "Open in new tab" (http(s) only) and "copy link". */
const WebviewActions = observer(function WebviewActions({ data }: { data: WebviewData }) {
  if (data.missing) return null
  return (
    <View className='fu-webview__actions'>
      {data.openable ? <Action className='fu-webview__action fu-webview__action--primary' onPress={data.openInNewTab}>{data.t('webview.openNewTab')}</Action> : null}
      <Action className='fu-webview__action' onPress={data.showCopy}>{data.t('copyLink.copy')}</Action>
    </View>
  )
})

/** One layout for both: the actions, then the frame as tall as the window allows (bordered in the desktop column). */
export const WebviewView = observer(function WebviewView({ data, variant }: { data: WebviewData; variant: Variant }) {
  return (
    <View className={`fu-webview--${variant}`}>
      <View className='fu-webview__head'><WebviewActions data={data} /></View>
      <WebviewBody data={data} />
    </View>
  )
})
