import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { LiveCard } from '@/components/LiveCards'
import { SpeakerCard } from '@/components/SpeakerCard'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { ConferenceLandingData } from './useConferenceLanding'
import '../../../../components/Landing.scss'

/** The conference landing: heading and dates, the programme by day, keynote speakers, lives, and the exhibition. */
export const ConferenceLandingView = observer(function ConferenceLandingView({ data, variant }: { data: ConferenceLandingData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-landing fu-landing--${variant}`}>
      <View className='fu-landing__hero'>
        <Text className='fu-landing__title' {...heading(1)}>{t('landing.conference.heading')}</Text>
        {data.meetingTitle ? <Text className='fu-landing__intro'>{data.meetingTitle}</Text> : null}
        {data.dates ? <Text className='fu-landing__dates'>{data.dates}</Text> : null}
        <Text className='fu-landing__intro'>{t('landing.conference.intro')}</Text>
        <View className='fu-landing__actions'>
          <Action className='fu-landing__action fu-landing__action--primary' onPress={data.openSchedule}>{t('landing.conference.fullProgramme')}</Action>
        </View>
      </View>

      <View className='fu-landing__section'>
        <Text className='fu-landing__section-title' {...heading(2)}>{t('landing.conference.days')}</Text>
        {data.days.length ? (
          <View className={`fu-landing__days fu-landing__days--${variant}`} {...srRole('list')}>
            {data.days.map(day => (
              <View key={day.key} {...srRole('listitem')}>
                <Action className='fu-landing__day' role='link' aria={{ 'aria-label': t('landing.conference.openDay', { n: day.n }) }} onPress={data.openSchedule}>
                  <Text className='fu-landing__day-title'>{t('landing.conference.day', { n: day.n, date: day.date })}</Text>
                  <Text className='fu-landing__day-count'>{t('landing.conference.sessions', { count: day.count })}</Text>
                  {day.sessions.map(session => (
                    <Text key={session.id} className='fu-landing__day-session'>
                      <Text className='fu-landing__day-time'>{session.time}</Text>{session.title}
                    </Text>
                  ))}
                </Action>
              </View>
            ))}
          </View>
        ) : <Text className='fu-landing__note'>{t('landing.conference.noSessions')}</Text>}
      </View>

      <View className='fu-landing__section'>
        <View className='fu-landing__section-head'>
          <Text className='fu-landing__section-title' {...heading(2)}>{t('landing.conference.keynotes')}</Text>
          <Action className='fu-landing__more' onPress={data.allSpeakers}>{t('landing.conference.allSpeakers')}</Action>
        </View>
        {data.speakers.length ? (
          <View className={`fu-landing__speakers fu-landing__speakers--${variant}`} {...srRole('list')}>
            {data.speakers.map(card => (
              <View key={card.id} {...srRole('listitem')}>
                <SpeakerCard card={card} variant={variant} onOpen={data.openSpeaker} />
              </View>
            ))}
          </View>
        ) : <Text className='fu-landing__note'>{t('landing.conference.noSpeakers')}</Text>}
      </View>

      <View className='fu-landing__section'>
        <View className='fu-landing__section-head'>
          <Text className='fu-landing__section-title' {...heading(2)}>{t('landing.conference.lives')}</Text>
          <Action className='fu-landing__more' onPress={data.allLives}>{t('landing.conference.allLives')}</Action>
        </View>
        {data.lives.length ? (
          <View className={`fu-landing__lives fu-landing__lives--${variant}`} {...srRole('list')}>
            {data.lives.map(card => (
              <View key={card.id} {...srRole('listitem')}>
                <LiveCard card={card} variant={variant} timezone={data.timezone} t={t} onOpen={data.openLive} />
              </View>
            ))}
          </View>
        ) : <Text className='fu-landing__note'>{t('landing.conference.noLives')}</Text>}
      </View>

      <Action className='fu-landing__crosslink' onPress={data.exhibition}>{t('landing.conference.exhibition')}</Action>
    </View>
  )
})
