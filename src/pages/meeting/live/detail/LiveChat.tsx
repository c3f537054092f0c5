import { ScrollView, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { personName } from '@/core/users'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { RemoteImage } from '@/components/RemoteImage'
import { Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { formatDateTime } from '@/core'
import { useStores } from '@/stores'
import { CHAT_MAX_LENGTH, useLiveChat, type LiveChatData } from './useLiveChat'
import type { LiveDetailData } from './useLiveDetail'
import './liveChat.scss'

/**
 * The live's chat beside the player: readable once the viewer may watch (a guest on a restricted live is asked
 * to sign in, a viewer without access is told so), a send box for signed-in viewers.
 */
export const LiveChat = observer(function LiveChat({ data }: { data: LiveDetailData }) {
  const { language } = useStores()
  const t = language.t
  // The gate is known only once both the live and the permission are in.
  const readable = Boolean(data.live) && data.permissionStatus === 'ready' && data.gate.kind === 'open'
  const chat = useLiveChat(data.live?._id ?? '', readable)
  if (data.permissionStatus !== 'ready') return null
  return (
    <View className='fu-live-chat' {...srRole('region', { 'aria-label': t('live.chat.heading') })}>
      <View className='fu-live-chat__head'>
        <Text className='fu-live-chat__heading' {...heading(2)}>{t('live.chat.heading')}</Text>
        {readable && chat.status === 'ready' ? <Text className='fu-live-chat__count'>{t('live.chat.count', { count: chat.total })}</Text> : null}
      </View>
      {data.gate.kind === 'login' ? <Action className='fu-button' onPress={data.login}>{t('live.chat.login')}</Action>
        : !readable ? <Text className='fu-live-chat__note'>{t('live.chat.noPermission')}</Text>
          : <ChatBody chat={chat} login={data.login} timezone={data.timezone} />}
    </View>
  )
})

const ChatBody = observer(function ChatBody({ chat, login, timezone }: { chat: LiveChatData; login: () => void; timezone?: string }) {
  const { language } = useStores()
  const t = language.t
  if (chat.status === 'loading') return <Loading />
  if (chat.status === 'failed') return <Failed message={t('live.chat.failed')} onRetry={chat.retry} />
  return (
    <>
      {chat.hasOlder ? (
        <Action className='fu-live-chat__older' onPress={() => { void chat.loadOlder() }} disabled={chat.olderStatus === 'loading'}>
          {chat.olderStatus === 'loading' ? t('live.chat.loadingOlder') : t('live.chat.older')}
        </Action>
      ) : null}
      {chat.olderStatus === 'failed' ? <Text className='fu-live-chat__error' {...srRole('alert')}>{t('live.chat.olderFailed')}</Text> : null}
      {chat.messages.length ? (
        <ScrollView className='fu-live-chat__list' scrollY scrollTop={chat.listScrollTop}>
          <View {...srRole('log', { 'aria-live': 'polite' })}>
            {chat.messages.map(message => (
              <View key={message._id} className={`fu-live-chat__message${message.user_id === chat.myId ? ' fu-live-chat__message--mine' : ''}`}>
                <RemoteImage className='fu-live-chat__avatar' src={message.user.avatar} label='' />
                <View className='fu-live-chat__bubble'>
                  <Text className='fu-live-chat__author'>{personName(message.user, t('common.visitor'))}</Text>
                  <Text className='fu-live-chat__time'>{formatDateTime(message.created, timezone, 'HH:mm')}</Text>
                  <Text className='fu-live-chat__content'>{message.content}</Text>
                </View>
              </View>
            ))}
          </View>
        </ScrollView>
      ) : <Text className='fu-live-chat__note'>{t('live.chat.empty')}</Text>}
      {chat.loggedIn ? (
        <View className='fu-live-chat__form'>
          <FormField id='fu-live-chat-input' label={t('live.chat.input')} error={chat.sendError} hint={chat.counter} controlClassName='fu-field__control--area'>
            {input => (
              <Textarea className='fu-field__input fu-live-chat__input' maxlength={CHAT_MAX_LENGTH} value={chat.draft} placeholder={t('live.chat.placeholder')}
                onInput={e => chat.setDraft(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
            )}
          </FormField>
          <Action className='fu-button fu-live-chat__send' onPress={() => { void chat.send() }} disabled={!chat.canSend}>
            {chat.sending ? t('live.chat.sending') : t('live.chat.send')}
          </Action>
        </View>
      ) : <Action className='fu-button' onPress={login}>{t('live.chat.login')}</Action>}
    </>
  )
})
