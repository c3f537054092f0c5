import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ThreadDoc, ThreadReply } from '@fu-types/api'
import { personLabel, personName } from '@/core/users'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { LikeButton } from '@/components/LikeButton'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import { THREAD_REPORT_REASONS } from '@/core'
import { useEscapeToClose } from '@/components/useEscapeToClose'
import { useLike } from '@/components/useLike'
import type { ListPlace } from '@/components/WindowedRows'
import type { ThreadBoardData } from './useThreadBoard'

/** The author's avatar, name and when they wrote. */
export function Byline({ data, user, created }: { data: ThreadBoardData; user: ThreadDoc['user'] | undefined; created: number }) {
  const name = personLabel(user, data.t('common.visitor'))
  return (
    <View className='fu-thread__byline'>
      {user?.avatar ? <RemoteImage className='fu-thread__avatar' src={user.avatar} label={data.t('thread.card.avatar', { name })} /> : null}
      <Text className='fu-thread__author'>{name}</Text>
      <Text className='fu-thread__time'>{data.when(created)}</Text>
    </View>
  )
}

/** A thread's like toggle (a guest signs in first). */
export function ThreadLike({ data, thread }: { data: ThreadBoardData; thread: ThreadDoc }) {
  const like = useLike(thread, {
    like: () => data.likeCalls.like(thread._id),
    unlike: () => data.likeCalls.unlike(thread._id),
    login: data.likeCalls.login,
  })
  return <LikeButton like={like} />
}

const excerpt = (text: string) => (Array.from(text).length > 40 ? `${Array.from(text).slice(0, 40).join('')}…` : text)

/** One thread on the board: the whole card opens it; like stays its own button. */
export const ThreadCard = observer(function ThreadCard({ data, thread }: { data: ThreadBoardData; thread: ThreadDoc }) {
  const open = () => data.open(thread._id)
  const keyboard: Record<string, unknown> = {
    ...srRole('link', { 'aria-label': data.t('thread.card.open', { name: personName(thread.user, data.t('common.visitor')), excerpt: excerpt(thread.content) }) }),
    tabIndex: 0,
    onKeyDown: (event: { key?: string; preventDefault?: () => void }) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault?.(); open() }
    },
  }
  return (
    <View className='fu-thread-card'>
      <View className='fu-thread-card__main' onClick={open} {...keyboard}>
        <Byline data={data} user={thread.user} created={thread.created} />
        <Text className='fu-thread-card__content'>{thread.content}</Text>
      </View>
      <View className='fu-thread__actions'>
        <Text className='fu-thread__replies'>{data.t('thread.card.replies', { count: thread.reply_total })}</Text>
        <ThreadLike data={data} thread={thread} />
      </View>
    </View>
  )
})

/** One reply under a thread, with its report button. */
export function ReplyRow({ data, reply, ...place }: { data: ThreadBoardData; reply: ThreadReply } & ListPlace) {
  return (
    <View className='fu-thread-reply' {...srRole('listitem')} {...place}>
      <Byline data={data} user={reply.user} created={reply.created} />
      <Text className='fu-thread-reply__content'>{reply.content}</Text>
      <Action className='fu-thread__report' onPress={() => data.report({ threadId: reply.thread_id, replyId: reply._id })}>
        {data.t('thread.report.replyAction')}
      </Action>
    </View>
  )
}

/** The text box for a new thread (board) or a reply (thread): a label, a live count of the 500, the refusal and send. */
export const Composer = observer(function Composer({ data }: { data: ThreadBoardData }) {
  const { t, composer } = data
  if (!data.loggedIn) {
    return (
      <View className='fu-thread-composer fu-thread-composer--guest'>
        <Action className='fu-button fu-thread-composer__sign-in' onPress={composer.login}>{t('thread.composer.signIn')}</Action>
      </View>
    )
  }
  const id = data.detail ? 'fu-thread-reply' : 'fu-thread-post'
  return (
    <View className='fu-thread-composer'>
      <FormField
        id={id}
        label={t(data.detail ? 'thread.composer.replyLabel' : 'thread.composer.label')}
        required
        controlClassName='fu-field__control--area'
        error={composer.errorText}
        below={<Text className={`fu-thread-composer__count${composer.over ? ' fu-thread-composer__count--over' : ''}`} aria-live='polite'>{t('thread.composer.count', { count: composer.count, max: composer.max })}</Text>}
      >
        {input => (
          <Textarea className='fu-field__textarea' maxlength={-1} value={composer.content}
            placeholder={t(data.detail ? 'thread.composer.replyPlaceholder' : 'thread.composer.placeholder')}
            onInput={e => composer.setContent(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
        )}
      </FormField>
      <View className='fu-thread-composer__actions'>
        {composer.register ? <Action className='fu-thread__link' onPress={composer.register}>{t('thread.error.registerAction')}</Action> : null}
        <Action className='fu-button fu-thread-composer__send' onPress={composer.submit} disabled={composer.sending}>
          {t(data.detail ? 'thread.composer.reply' : 'thread.composer.post')}
        </Action>
      </View>
    </View>
  )
})

/** The reasons to choose from when reporting; Escape or "cancel" closes it. */
export const ReportDialog = observer(function ReportDialog({ data }: { data: ThreadBoardData }) {
  const open = Boolean(data.reporting)
  useEscapeToClose(open, data.cancelReport)
  if (!open) return null
  const { t } = data
  return (
    <View className='fu-thread-report' {...srRole('dialog', { 'aria-modal': true, 'aria-labelledby': 'fu-thread-report-title' })}>
      <View className='fu-thread-report__panel'>
        <Text id='fu-thread-report-title' className='fu-thread-report__title' {...heading(2)}>{t('thread.report.title')}</Text>
        {THREAD_REPORT_REASONS.map(reason => (
          <Action key={reason} className='fu-thread-report__reason' onPress={() => data.sendReport(reason)}>{t(`thread.report.reason.${reason}`)}</Action>
        ))}
        <Action className='fu-thread-report__cancel' onPress={data.cancelReport}>{t('thread.report.cancel')}</Action>
      </View>
    </View>
  )
})
