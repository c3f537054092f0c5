import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { RemoteImage } from '@/components/RemoteImage'
import { BlockRichText } from './BlockRichText'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import { useStores } from '@/stores'
import { useSpeakersList } from './useBlockLists'
import { localize } from '@/core/localize'
import { navigateTo } from '@/router/navigate'
import { BlockFrame } from './BlockFrame'
import { useBlockTitle, type BlockProps } from './ContentBlocks'

/** The meeting's speakers by weight: photo (or initial), name, title and company; more opens the speaker list. */
export const SpeakersBlock = observer(function SpeakersBlock({ block, variant }: BlockProps) {
  const { language } = useStores()
  const lang = language.language
  const remote = useSpeakersList(block)
  return (
    <BlockFrame title={useBlockTitle(block)} remote={remote} className={`fu-people fu-people--${variant}`} onMore={() => navigateTo('speakerList', { meeting_id: block.meeting_id })}>
      <View className='fu-people__grid'>
      {(remote.data ?? []).map(speaker => {
        const name = localize(speaker.name, lang)
        const role = [localize(speaker.work_title, lang), localize(speaker.company, lang)].filter(Boolean).join(' · ')
        return (
          <Action key={speaker._id} className='fu-person' onPress={() => navigateTo('speakerDetail', { speaker_id: speaker._id, meeting_id: block.meeting_id })}>
            {speaker.photo
              ? <RemoteImage className='fu-person__photo' src={speaker.photo} label='' />
              : <View className='fu-person__photo fu-person__initial'><Text>{name.slice(0, 1)}</Text></View>}
            <Text className='fu-person__name'>{name}</Text>
            {role ? <Text className='fu-person__role'>{role}</Text> : null}
          </Action>
        )
      })}
      </View>
    </BlockFrame>
  )
})

/** An organiser's text block (e.g. visitor information), sanitised like every organiser HTML. */
export const RichTextBlock = observer(function RichTextBlock({ block, variant }: BlockProps) {
  const { language } = useStores()
  const title = useBlockTitle(block)
  const html = localize(block.content, language.language)
  if (!html) return null
  return (
    <View className={`fu-block fu-text-block fu-text-block--${variant}`} {...srRole('region', { 'aria-label': title })}>
      {title ? <Text className='fu-block__title' {...heading(2)}>{title}</Text> : null}
      <BlockRichText html={html} />
    </View>
  )
})
