import { Text, View } from '@tarojs/components'
import { Action } from './Action'
import { srRole } from './a11y'
import './display.scss'

export interface LoadMoreTexts {
  /** "12 activities" */
  total: string
  loadMore: string
  loadingMore: string
  failed: string
  allLoaded: string
}

/** The foot of a paged list: the total, a "load more" button, and a failed page's message (the button retries). */
export function LoadMore({ hasMore, loadingMore, moreFailed, onLoadMore, texts }: {
  hasMore: boolean
  loadingMore: boolean
  moreFailed: boolean
  onLoadMore: () => void
  texts: LoadMoreTexts
}) {
  return (
    <View className='fu-paging'>
      <Text className='fu-paging__total' {...srRole('status', { 'aria-live': 'polite' })}>{texts.total}</Text>
      {moreFailed ? <Text className='fu-paging__error' {...srRole('alert')}>{texts.failed}</Text> : null}
      {hasMore ? (
        <Action className='fu-paging__more' onPress={onLoadMore} disabled={loadingMore}>
          {loadingMore ? texts.loadingMore : texts.loadMore}
        </Action>
      ) : <Text className='fu-paging__end'>{texts.allLoaded}</Text>}
    </View>
  )
}
