import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { RichText } from '@/components/RichText'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { MeetingIntroductionData } from './useMeetingIntroduction'
import '../info.scss'

/** The content (its title as the page's h1, the rich text) and the meeting's other introductions as links. */
export const MeetingIntroductionView = observer(function MeetingIntroductionView({ data, variant }: { data: MeetingIntroductionData; variant: Variant }) {
  if (data.absent) return <Empty text={data.t(data.absent === 'missing' ? 'meetingIntro.missing' : 'meetingIntro.empty')} />
  return (
    <View className={`fu-intro fu-intro--${variant}`}>
      <View className='fu-intro__article' {...srRole('article')}>
        <Text className='fu-intro__title' {...heading(1)}>{data.title}</Text>
        {data.chunks.map((chunk, i) => <RichText key={i} className='fu-intro__content' html={chunk} />)}
      </View>
      {data.others.length ? (
        <View className='fu-intro__more' {...srRole('navigation', { 'aria-labelledby': 'fu-intro-more' })}>
          <Text id='fu-intro-more' className='fu-intro__more-title' {...heading(2)}>{data.t('meetingIntro.more')}</Text>
          {data.others.map(other => (
            <Action key={other.id} className='fu-intro__link' role='link' onPress={() => data.openOther(other.id)}>{other.title}</Action>
          ))}
        </View>
      ) : null}
    </View>
  )
})
