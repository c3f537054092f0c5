import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { CopyLinkDialog } from '@/components/CopyLinkDialog'
import { Loading } from '@/components/StateViews'
import type { ShortLinkData } from './useShortLink'
import '../system.scss'

/**
 * One layout on mobile and desktop, like the other system pages: opening, the web target's host with the choice to
 * go there or home, or unknown.
 */
export const ShortLinkView = observer(function ShortLinkView({ data }: { data: ShortLinkData }) {
  const t = data.t
  if (data.state === 'opening') {
    return (
      <View className='fu-system'>
        <Loading />
        <Text className='fu-system__text'>{t('shortLink.opening')}</Text>
      </View>
    )
  }
  if (data.state === 'web') {
    return (
      <View className='fu-system'>
        {data.outcome === 'opened' ? <Text className='fu-system__text'>{t('shortLink.opened')}</Text> : (
          <>
            <Text className='fu-system__text'>{t('shortLink.leaving')}</Text>
            <Text className='fu-system__text fu-system__host'>{data.webHost}</Text>
          </>
        )}
        <Action className='fu-button' onPress={data.proceed}>
          {data.outcome === 'opened' ? t('shortLink.openAgain') : t('shortLink.proceed', { host: data.webHost })}
        </Action>
        <Action className='fu-button' onPress={data.goHome}>{t('shortLink.home')}</Action>
        {data.outcome === 'needs-copy' ? <CopyLinkDialog link={data.webTarget} onClose={data.closeCopy} /> : null}
      </View>
    )
  }
  return (
    <View className='fu-system'>
      <Text className='fu-system__text'>{t('shortLink.unknown')}</Text>
      <Text className='fu-system__text'>{t('shortLink.unknownHint')}</Text>
      <Action className='fu-button' onPress={data.goHome}>{t('shortLink.home')}</Action>
    </View>
  )
})
