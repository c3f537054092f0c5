import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { AddToCalendar } from '@/components/AddToCalendar'
import { Badge } from '@/components/Badge'
import { ScreenReaderText } from '@/components/ui/ScreenReaderText'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { RichText } from '@/components/RichText'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FollowButton } from '../SessionCard'
import type { AgendaDetailsData } from './useAgendaDetails'
import '../agenda.scss'

/** The session's speakers: photo, name, title and company; each opens the speaker. */
const SessionSpeakers = observer(function SessionSpeakers({ data }: { data: AgendaDetailsData }) {
  if (!data.agenda?.speakers?.length) return null
  const { t } = data
  return (
    <View className='fu-agenda-detail__section' {...srRole('region', { 'aria-label': t('agenda.detail.speakers') })}>
      <Text className='fu-agenda-detail__section-title' {...heading(2)}>{t('agenda.detail.speakers')}</Text>
      {data.speakersStatus === 'loading' ? <Loading /> : null}
      {data.speakersStatus === 'failed' ? <Failed onRetry={data.retrySpeakers} /> : null}
      <View className='fu-agenda-detail__speakers' {...srRole('list')}>
        {data.speakers.map(speaker => (
          <View key={speaker.id} {...srRole('listitem')}>
            <Action className='fu-agenda-speaker' role='link' onPress={() => data.openSpeaker(speaker.id)}>
              {speaker.photo ? <RemoteImage className='fu-agenda-speaker__photo' src={speaker.photo} label='' /> : <View className='fu-agenda-speaker__photo' />}
              <View className='fu-agenda-speaker__text'>
                <Text className='fu-agenda-speaker__name'>{speaker.name}</Text>
                {speaker.title ? <Text className='fu-agenda-speaker__title'>{speaker.title}</Text> : null}
              </View>
            </Action>
          </View>
        ))}
      </View>
    </View>
  )
})

/** Linked lives (with their state) and activities, each a link. */
const SessionLinks = observer(function SessionLinks({ data }: { data: AgendaDetailsData }) {
  const { t } = data
  return (
    <>
      {data.lives.length ? (
        <View className='fu-agenda-detail__section' {...srRole('region', { 'aria-label': t('agenda.detail.lives') })}>
          <Text className='fu-agenda-detail__section-title' {...heading(2)}>{t('agenda.detail.lives')}</Text>
          <View {...srRole('list')}>
            {data.lives.map(live => (
              <View key={live.id} {...srRole('listitem')}>
                <Action className='fu-agenda-link' role='link' onPress={() => data.openLive(live.id)}>
                  <ScreenReaderText>{t('agenda.watchLive', { title: live.title })}</ScreenReaderText>
                  <Badge text={live.stateText} tone={live.tone} />
                  <Text className='fu-agenda-link__title'>{live.title}</Text>
                  <Text className='fu-agenda-link__time'>{live.time}</Text>
                </Action>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      {data.activities.length ? (
        <View className='fu-agenda-detail__section' {...srRole('region', { 'aria-label': t('agenda.detail.activities') })}>
          <Text className='fu-agenda-detail__section-title' {...heading(2)}>{t('agenda.detail.activities')}</Text>
          <View {...srRole('list')}>
            {data.activities.map(activity => (
              <View key={activity.id} {...srRole('listitem')}>
                <Action className='fu-agenda-link' role='link' onPress={() => data.openActivity(activity.id)}>
                  <Text className='fu-agenda-link__title'>{activity.title}</Text>
                </Action>
              </View>
            ))}
          </View>
        </View>
      ) : null}
    </>
  )
})

/**
 * The session: title, time, place, follow, cover and description, with its speakers and links (beside it on a
 * desktop); or that it was not found (its loading and failure are the frame's).
 */
export const AgendaDetailsView = observer(function AgendaDetailsView({ data, variant }: { data: AgendaDetailsData; variant: Variant }) {
  return (
    <View className={`fu-agenda-detail fu-agenda-detail--${variant}`}>
      {data.status === 'missing' || !data.agenda ? <Empty text={data.t('agenda.detail.missing')} /> : <AgendaArticle data={data} agendaId={data.agenda._id} variant={variant} />}
    </View>
  )
})

const AgendaArticle = observer(function AgendaArticle({ data, agendaId, variant }: { data: AgendaDetailsData; agendaId: string; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-agenda-detail__main fu-agenda-detail__main--${variant}`}>
      <View className='fu-agenda-detail__article' {...srRole('article')}>
        <Text className='fu-agenda-detail__title' {...heading(1)}>{data.title}</Text>
        <Text className='fu-agenda-detail__time'>{data.time}</Text>
        {data.place ? <Text className='fu-agenda-detail__place'>{t('agenda.place', { place: data.place })}</Text> : null}
        <View className='fu-agenda-detail__actions'>
          <FollowButton follows={data.follows} agendaId={agendaId} title={data.title} />
          {data.follows.status === 'failed' ? (
            <Action className='fu-agenda-detail__retry' onPress={data.follows.retry}>{t('common.retry')}</Action>
          ) : null}
          <AddToCalendar className='fu-agenda-detail__calendar' source={data.agenda ? { title: data.title, start: data.agenda.start, end: data.agenda.end, location: data.place } : null} />
        </View>
        {data.cover ? <RemoteImage className='fu-agenda-detail__cover' src={data.cover} label={data.title} lazy={false} /> : null}
        {data.chunks.length ? (
          <View className='fu-agenda-detail__about'>
            <Text className='fu-agenda-detail__section-title' {...heading(2)}>{t('agenda.detail.about')}</Text>
            {data.chunks.map((chunk, i) => <RichText key={i} className='fu-agenda-detail__content' html={chunk} />)}
          </View>
        ) : null}
        <Action className='fu-agenda-detail__back' onPress={data.back}>{t('agenda.detail.back')}</Action>
      </View>
      <View className='fu-agenda-detail__side'>
        <SessionSpeakers data={data} />
        <SessionLinks data={data} />
      </View>
    </View>
  )
})
