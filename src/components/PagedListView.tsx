import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { LoadMore, type LoadMoreTexts } from './LoadMore'
import { Failed, Loading } from './StateViews'
import type { PagedList } from './usePagedList'
import { WindowedRows } from './WindowedRows'

/**
 * A list read page by page, with its states: loading, failure (retry), `empty` when the first page holds nothing,
 * else the items (`children`, each a listitem) in a list and the paging foot. A long list keeps only the rows near the
 * viewport in the page (WindowedRows), so every paged list stays light however far it is read.
 */
export function PagedListView({ list, count, empty, className, listClassName, pagingTexts, children }: {
  list: Omit<PagedList<unknown>, 'items' | 'total'>
  /** How many items the screen shows (it may map or filter the list's items). */
  count: number
  empty: ReactNode
  className: string
  listClassName: string
  pagingTexts: LoadMoreTexts
  children: ReactNode
}) {
  if (list.status === 'loading') return <Loading />
  if (list.status === 'failed') return <Failed message={list.error} onRetry={list.retry} />
  if (!count) return <>{empty}</>
  return (
    <View className={className}>
      <WindowedRows className={listClassName}>{children}</WindowedRows>
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={pagingTexts} />
    </View>
  )
}
