import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { RichText } from '@/components/RichText'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { SessionCard } from '../../agenda/SessionCard'
import type { SpeakerDetailData } from './useSpeakerDetail'
import '../speaker.scss'

/** The sessions the speaker speaks in, each opening its details. */
const SpeakerSessions = observer(function SpeakerSessions({ data, variant }: { data: SpeakerDetailData; variant: Variant }) {
  const { t } = data
  const body = () => {
    if (data.sessionsStatus === 'loading') return <Loading />
    if (data.sessionsStatus === 'failed') return <Failed onRetry={data.retrySessions} />
    if (!data.sessions.length) return <Empty text={t('speaker.detail.noSessions')} />
    return (
      <View className='fu-speaker-detail__sessions' {...srRole('list')}>
        {data.sessions.map(session => (
          <View key={session.id} {...srRole('listitem')}>
            <SessionCard session={session} variant={variant} headingLevel={3} onOpen={data.openSession} onOpenSpeaker={data.openSpeaker} onOpenLive={data.openLive} />
          </View>
        ))}
      </View>
    )
  }
  return (
    <View className='fu-speaker-detail__section' {...srRole('region', { 'aria-label': t('speaker.detail.sessions') })}>
      <Text className='fu-speaker-detail__section-title' {...heading(2)}>{t('speaker.detail.sessions')}</Text>
      {body()}
    </View>
  )
})

/**
 * The profile: photo, name, title and company, bio, sessions (beside it on a desktop); or that the speaker was not
 * found (its loading and failure are the frame's).
 */
export const SpeakerProfile = observer(function SpeakerProfile({ data, variant }: { data: SpeakerDetailData; variant: Variant }) {
  const { t, profile } = data
  return (
    <View className={`fu-speaker-detail fu-speaker-detail--${variant}`}>
      {data.status === 'missing' || !profile ? <Empty text={t('speaker.detail.missing')} /> : (
        <View className={`fu-speaker-detail__main fu-speaker-detail__main--${variant}`}>
          <View className='fu-speaker-detail__card' {...srRole('article')}>
            {profile.photo
              ? <RemoteImage className='fu-speaker-detail__photo' src={profile.photo} label={profile.name} lazy={false} />
              : <View className='fu-speaker-detail__photo fu-speaker-detail__initial'><Text>{profile.name.slice(0, 1)}</Text></View>}
            <Text className='fu-speaker-detail__name' {...heading(1)}>{profile.name}</Text>
            {profile.title ? <Text className='fu-speaker-detail__title'>{profile.title}</Text> : null}
            {data.chunks.length ? (
              <View className='fu-speaker-detail__bio'>
                <Text className='fu-speaker-detail__section-title' {...heading(2)}>{t('speaker.detail.bio')}</Text>
                {data.chunks.map((chunk, i) => <RichText key={i} className='fu-speaker-detail__content' html={chunk} />)}
              </View>
            ) : null}
            <Action className='fu-speaker-detail__back' onPress={data.back}>{t('speaker.detail.back')}</Action>
          </View>
          <SpeakerSessions data={data} variant={variant} />
        </View>
      )}
    </View>
  )
})
