import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { LoadMore, pagingTexts } from '@/components/LoadMore'
import { PagedListView } from '@/components/PagedListView'
import { WindowedRows } from '@/components/WindowedRows'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { Byline, Composer, ReplyRow, ReportDialog, ThreadCard, ThreadLike } from './ThreadParts'
import type { ThreadBoardData } from './useThreadBoard'
import './thread.scss'

/** The board: its intro, the composer, then the threads page by page. */
const Board = observer(function Board({ data, variant }: { data: ThreadBoardData; variant: Variant }) {
  const { t, board } = data
  return (
    <>
      <Text className='fu-thread__intro'>{t('thread.board.intro')}</Text>
      <Composer data={data} />
      <PagedListView
        list={board}
        count={board.items.length}
        empty={<Empty text={t('thread.list.empty')} />}
        className='fu-thread__list'
        listClassName={`fu-thread__cards fu-thread__cards--${variant}`}
        pagingTexts={pagingTexts(t, t('thread.list.total', { total: board.total }))}
      >
        {board.items.map(thread => (
          <View key={thread._id} className='fu-thread__item' {...srRole('listitem')}>
            <ThreadCard data={data} thread={thread} />
          </View>
        ))}
      </PagedListView>
    </>
  )
})

/** One thread: the post, its like and report, the replies (oldest first) and the reply composer. */
const Thread = observer(function Thread({ data }: { data: ThreadBoardData }) {
  const { t, thread, replies } = data
  if (data.status === 'missing' || !thread) return <Empty text={t('thread.detail.missing')} action={{ label: t('thread.detail.back'), onPress: data.back }} />
  let list
  if (replies.status === 'loading') list = <Loading />
  else if (replies.status === 'failed') list = <Failed message={replies.error} onRetry={replies.retry} />
  else if (!replies.items.length) list = <Text className='fu-thread__note'>{t('thread.detail.noReplies')}</Text>
  else {
    list = (
      <>
        <WindowedRows className='fu-thread__replies-list'>
          {replies.items.map(reply => <ReplyRow key={reply._id} data={data} reply={reply} />)}
        </WindowedRows>
        <LoadMore hasMore={replies.hasMore} loadingMore={replies.loadingMore} moreFailed={replies.moreFailed} onLoadMore={replies.loadMore}
          texts={pagingTexts(t, t('thread.detail.repliesTotal', { total: replies.total }))} />
      </>
    )
  }
  return (
    <>
      <Action className='fu-thread__link fu-thread__back' onPress={data.back}>{t('thread.detail.back')}</Action>
      <View className='fu-thread-post'>
        <Byline data={data} user={thread.user} created={thread.created} />
        <Text className='fu-thread-post__content'>{thread.content}</Text>
        <View className='fu-thread__actions'>
          <ThreadLike data={data} thread={thread} />
          <Action className='fu-thread__report' onPress={() => data.report({ threadId: thread._id })}>{t('thread.report.action')}</Action>
        </View>
      </View>
      <View className='fu-thread__section'>
        <Text className='fu-thread__section-title' {...heading(2)}>{t('thread.detail.replies')}</Text>
        {list}
      </View>
      <Composer data={data} />
    </>
  )
})

/** The board or one thread: one column on a phone, a narrower centred column on a desktop. */
export const ThreadBoardView = observer(function ThreadBoardView({ data, variant }: { data: ThreadBoardData; variant: Variant }) {
  return (
    <View className={`fu-thread fu-thread--${variant}`}>
      {data.detail ? <Thread data={data} /> : <Board data={data} variant={variant} />}
      <ReportDialog data={data} />
    </View>
  )
})
