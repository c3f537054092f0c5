import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ObjectId } from '@fu-types/entities'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { ScreenReaderText } from '@/components/ui/ScreenReaderText'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import { useStores } from '@/stores'
import type { SessionView } from './sessionView'
import type { AgendaFollows } from './useAgendaFollows'
import './session.scss'

/** "Add to my schedule" / "Remove from my schedule" for one session (a guest's tap goes to login). */
export const FollowButton = observer(function FollowButton({ follows, agendaId, title, className }: {
  follows: AgendaFollows
  agendaId: ObjectId
  title: string
  className?: string
}) {
  const { language } = useStores()
  const t = language.t
  if (follows.status !== 'guest' && follows.status !== 'ready') return null
  const followed = follows.isFollowed(agendaId)
  return (
    <Action
      className={`fu-follow${followed ? ' fu-follow--on' : ''}${className ? ` ${className}` : ''}`}
      onPress={() => follows.toggle(agendaId)}
      disabled={follows.isBusy(agendaId)}
      aria={{ 'aria-label': t(followed ? 'agenda.unfollowNamed' : 'agenda.followNamed', { title }), 'aria-pressed': followed }}
    >
      {t(followed ? 'agenda.unfollow' : 'agenda.follow')}
    </Action>
  )
})

/**
 * One session: time, title (opens the details), place, its speakers (each opens the speaker), the linked
 * live's state badge (opens the live) and, where the screen offers it, "add to my schedule".
 */
export const SessionCard = observer(function SessionCard({ session, variant, headingLevel = 2, follows, onOpen, onOpenSpeaker, onOpenLive }: {
  session: SessionView
  variant: 'mobile' | 'desktop'
  /** The title's level in the page's outline (3 under a section heading). */
  headingLevel?: 2 | 3
  follows?: AgendaFollows
  onOpen: (agendaId: ObjectId) => void
  onOpenSpeaker: (speakerId: ObjectId) => void
  onOpenLive: (liveId: ObjectId) => void
}) {
  const { language } = useStores()
  const t = language.t
  const { live } = session
  return (
    <View className={`fu-session fu-session--${variant}`}>
      <Text className='fu-session__time'>{session.time}</Text>
      <View className='fu-session__body'>
        <View {...heading(headingLevel)}>
          <Action className='fu-session__title' role='link' onPress={() => onOpen(session.id)} aria={{ 'aria-label': t('agenda.open', { title: session.title }) }}>
            {session.title}
          </Action>
        </View>
        {session.place ? <Text className='fu-session__place'>{t('agenda.place', { place: session.place })}</Text> : null}
        {session.speakers.length ? (
          <View className='fu-session__speakers' {...srRole('list', { 'aria-label': t('agenda.detail.speakers') })}>
            {session.speakers.map(speaker => (
              <View key={speaker.id} {...srRole('listitem')}>
                <Action className='fu-session__speaker' role='link' onPress={() => onOpenSpeaker(speaker.id)}>
                  {speaker.photo ? <RemoteImage className='fu-session__speaker-photo' src={speaker.photo} label='' /> : null}
                  <Text>{speaker.name}</Text>
                </Action>
              </View>
            ))}
          </View>
        ) : null}
      </View>
      <View className='fu-session__side'>
        {live ? (
          <Action className='fu-session__live' role='link' onPress={() => onOpenLive(live.id)}>
            <ScreenReaderText>{t('agenda.watchLive', { title: live.title })}</ScreenReaderText>
            <Badge text={live.stateText} tone={live.tone} />
          </Action>
        ) : null}
        {follows ? <FollowButton follows={follows} agendaId={session.id} title={session.title} /> : null}
      </View>
    </View>
  )
})
