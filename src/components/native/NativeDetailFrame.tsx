import { useEffect, useState, type ReactNode } from 'react'
import Taro, { usePullDownRefresh, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed } from '@/components/StateViews'
import { ThemeScope } from '@/components/ThemeScope'
import { useStores } from '@/stores'
import { fuH5PagePath } from '@/router/miniprogram'
import { DetailSkeleton } from './DetailSkeleton'
import { PrivacySheet } from './PrivacySheet'
import './native.scss'

/** A native page's share card: WeChat shows the title and the cover; `path` reopens this native page with its query. */
interface NativeShareCard { title: string; cover?: string; path: string; query: string }

/**
 * The frame of a native detail page of the mini-program (share cards land here), around the article its H5 screen's
 * hook feeds: the title in the navigation bar, the share card (friends and, where WeChat allows, Moments), pull-down
 * refresh, a skeleton until the first answer, the failure with retry, the missing item, and "open the full page" into
 * the web-view for everything the native page leaves out. The privacy sheet answers WeChat's privacy flow.
 */
export const NativeDetailFrame = observer(function NativeDetailFrame(props: {
  status: 'loading' | 'ready' | 'failed' | 'missing'
  /** Whether the item is here (a refresh keeps showing it). */
  loaded: boolean
  error?: string
  refresh: () => void
  title: string
  missingText: string
  share: NativeShareCard | null
  /** The H5 route of the full screen (the web-view shell opens it). */
  moreRoute: string
  children: ReactNode
}) {
  const { language, platform } = useStores()
  const t = language.t
  const { status, title, share } = props
  useEffect(() => { if (title) platform.setTitle(title) }, [title, platform])

  useShareAppMessage(() => ({
    title: share?.title ?? title,
    imageUrl: share?.cover ? platform.mediaUrl(share.cover) : undefined,
    path: share ? `${share.path}?${share.query}` : undefined,
  }))
  useShareTimeline(() => ({
    title: share?.title ?? title,
    query: share?.query ?? '',
    imageUrl: share?.cover ? platform.mediaUrl(share.cover) : undefined,
  }))

  // Pull-to-refresh reloads the item; WeChat's spinner stops once the answer (or the failure) is in.
  const [refreshing, setRefreshing] = useState(false)
  usePullDownRefresh(() => { setRefreshing(true); props.refresh() })
  useEffect(() => {
    if (refreshing && status !== 'loading') { setRefreshing(false); void Taro.stopPullDownRefresh() }
  }, [refreshing, status])

  let body: ReactNode
  if (status === 'failed' && !props.loaded) body = <Failed message={props.error} onRetry={props.refresh} />
  else if (status === 'missing') body = <Empty text={props.missingText} />
  else if (!props.loaded) body = <DetailSkeleton label={t('common.loading')} />
  else body = props.children
  return (
    <ThemeScope className='fu-native-detail'>
      {body}
      {props.loaded ? (
        <View className='fu-native-detail__more'>
          <Action className='fu-native-detail__more-action' role='link' onPress={() => { void Taro.navigateTo({ url: fuH5PagePath(props.moreRoute) }) }}>
            {t('native.openMore')}
          </Action>
          <Text className='fu-native-detail__hint'>{t('native.pullToRefresh')}</Text>
        </View>
      ) : null}
      <PrivacySheet />
    </ThemeScope>
  )
})
