import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import { viewableInWechat } from '@/platform'
import { useStores } from '@/stores'

type Stage = { kind: 'downloading' } | { kind: 'ready'; path: string } | { kind: 'failed' } | { kind: 'expired' }

/**
 * The bridge page's file for the web-view (`action=file`, flows/fileBridge): downloads it, then offers "Open" (WeChat's
 * viewer, for the types it shows: XLSX, PDF…) and "Send to a chat" (any type: the way a CSV reaches a computer, through
 * File Transfer). Both are taps of the person's, as WeChat requires for sending a file. "Back" returns to the web-view.
 */
export const BridgeFile = observer(function BridgeFile({ file }: { file: { url: string; name: string } }) {
  const { language, platform } = useStores()
  const t = language.t
  const [stage, setStage] = useState<Stage>({ kind: 'downloading' })

  const download = useCallback(() => {
    setStage({ kind: 'downloading' })
    void (platform.saveFile ? platform.saveFile(file.url, file.name) : Promise.resolve({ failed: 'failed' as const }))
      .then(saved => setStage('path' in saved ? { kind: 'ready', path: saved.path } : { kind: saved.failed }))
  }, [platform, file])
  useEffect(download, [download])

  const back = () => { void Taro.navigateBack() }

  if (stage.kind === 'downloading') {
    return <View className='fu-state' {...srRole('status', { 'aria-live': 'polite' })}><Text>{t('bridge.file.downloading', { name: file.name })}</Text></View>
  }
  if (stage.kind === 'failed') {
    return (
      <View className='fu-state fu-state--failed' {...srRole('alert')}>
        <Text>{t('bridge.file.failed')}</Text>
        <Action className='fu-button' onPress={download}>{t('common.retry')}</Action>
        <Action className='fu-button fu-button--plain' onPress={back}>{t('common.back')}</Action>
      </View>
    )
  }
  if (stage.kind === 'expired') {
    // The link lasts minutes (a lead export's): only a new export gives a new one.
    return (
      <View className='fu-state fu-state--failed' {...srRole('alert')}>
        <Text>{t('bridge.file.expired')}</Text>
        <Action className='fu-button' onPress={back}>{t('common.back')}</Action>
      </View>
    )
  }
  const open = async () => {
    if (!(await platform.openSavedFile?.(stage.path, file.name))) platform.toast(t('bridge.file.openFailed'))
  }
  const share = async () => {
    if (!(await platform.shareSavedFile?.(stage.path, file.name))) platform.toast(t('bridge.file.shareFailed'))
  }
  return (
    <View className='fu-state' {...srRole('status', { 'aria-live': 'polite' })}>
      <Text>{t('bridge.file.ready', { name: file.name })}</Text>
      <Text>{t('bridge.file.shareHint')}</Text>
      {viewableInWechat(file.name) ? <Action className='fu-button' onPress={() => { void open() }}>{t('bridge.file.open')}</Action> : null}
      <Action className={viewableInWechat(file.name) ? 'fu-button fu-button--plain' : 'fu-button'} onPress={() => { void share() }}>{t('bridge.file.share')}</Action>
      <Action className='fu-button fu-button--plain' onPress={back}>{t('common.back')}</Action>
    </View>
  )
})
