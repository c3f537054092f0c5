import { Text, View } from '@tarojs/components'
import type { MessageKey } from '@/i18n'
import { Action } from './Action'
import { srRole } from './a11y'
import './display.scss'

/** The paging foot's texts in the reader's language: the list's own total line, the rest common to every list. */
export function pagingTexts(t: (key: MessageKey) => string, total: string): LoadMoreTexts {
  return { total, loadMore: t('common.loadMore'), loadingMore: t('common.loadingMore'), failed: t('common.loadMoreFailed'), allLoaded: t('common.allLoaded') }
}

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
