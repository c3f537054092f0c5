import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { InvitationCardView } from '@/components/InvitationCard'
import { ShareButton } from '@/components/ShareButton'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { SpeakerInviteData } from './useSpeakerInvite'
import '../../../../components/InvitationPage.scss'

/** The speaker's card with their sessions on it, then accept (or the accepted note) and share. */
export const SpeakerInviteView = observer(function SpeakerInviteView({ data, variant }: { data: SpeakerInviteData; variant: Variant }) {
  const { t } = data
  if (data.notSpeaker) {
    return (
      <View className={`fu-invitation fu-invitation--${variant}`}>
        <Empty text={t('speakerInvite.notSpeaker')} action={{ label: t('speakerInvite.speakers'), onPress: data.speakers }} />
        <Text className='fu-invitation__hint'>{t('speakerInvite.notSpeakerHint')}</Text>
      </View>
    )
  }
  if (!data.card) return null
  return (
    <View className={`fu-invitation fu-invitation--${variant}`}>
      <InvitationCardView card={data.card} texts={data.texts} labels={data.labels}>
        <View className='fu-invitation__sessions'>
          <Text className='fu-invitation__sessions-title' {...heading(2)}>{t('speakerInvite.sessions')}</Text>
          {data.sessions.length ? (
            <View {...srRole('list')}>
              {data.sessions.map(session => (
                <View key={session.id} {...srRole('listitem')}>
                  <Action className='fu-invitation__session' role='link' aria={{ 'aria-label': t('speakerInvite.openSession', { title: session.title }) }} onPress={() => data.openSession(session.id)}>
                    <Text className='fu-invitation__session-title'>{session.title}</Text>
                    <Text className='fu-invitation__session-meta'>{session.time}{session.place ? ` · ${session.place}` : ''}</Text>
                  </Action>
                </View>
              ))}
            </View>
          ) : <Text className='fu-invitation__hint'>{t('speakerInvite.noSessions')}</Text>}
        </View>
      </InvitationCardView>
      <View className='fu-invitation__actions'>
        {data.accepted
          ? <Text className='fu-invitation__accepted' {...srRole('status')}>{t('speakerInvite.acceptedNote')}</Text>
          : <Action className='fu-button fu-invitation__primary' onPress={data.accept} disabled={data.accepting}>{t('speakerInvite.accept')}</Action>}
        <ShareButton className='fu-invitation__secondary' request={data.shareRequest} />
      </View>
    </View>
  )
})
