// The native pages' messages and flows travel in the subpackage, not the main package (i18n/packs/weapp.ts,
// flows/weappInstall.ts).
import '@/i18n/packs/weapp'
import '@/flows/weappInstall'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { personName } from '@/core/users'
import { NativeDetailFrame } from '@/components/native/NativeDetailFrame'
import { useNativeMeeting } from '@/components/native/useNativeMeeting'
import { routeUrl } from '@/router/links'
import { useThreadBoard } from '../../board/useThreadBoard'
import { ThreadBoardView } from '../../board/View'

const THREAD_PAGE = '/pages/thread/pages/detail/detail'

/** The share card's title: the first words of the post. */
const excerpt = (text: string) => (Array.from(text).length > 30 ? `${Array.from(text).slice(0, 30).join('')}…` : text)

/**
 * Native thread page of the mini-program (a thread's share card lands here): the H5 board's hook and thread view —
 * the post, its like and report, the replies page by page and the reply composer — and its share card.
 */
export default observer(function NativeThreadDetail() {
  const { params } = useRouter()
  const [meeting, followMeeting] = useNativeMeeting(params.meeting_id)
  const data = useThreadBoard({ thread_id: params.thread_id }, meeting)
  const { thread, t } = data
  followMeeting(thread?.meeting_id)
  const threadId = params.thread_id ?? ''
  const meetingId = thread?.meeting_id ?? params.meeting_id
  const title = thread ? excerpt(thread.content) : ''
  const query = `thread_id=${threadId}${meetingId ? `&meeting_id=${meetingId}` : ''}`
  return (
    <NativeDetailFrame
      status={data.status}
      loaded={!!thread}
      error={data.error}
      refresh={() => { data.retry(); data.replies.retry() }}
      title={title}
      missingText={t('thread.detail.missing')}
      share={thread ? { title: t('native.threadShare', { name: personName(thread.user, t('common.visitor')), excerpt: title }), cover: thread.user?.avatar, path: THREAD_PAGE, query } : null}
      moreRoute={routeUrl('threadList', { thread_id: threadId, meeting_id: meetingId })}
    >
      <ThreadBoardView data={data} variant='mobile' />
    </NativeDetailFrame>
  )
})
