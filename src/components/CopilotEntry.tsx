import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Meeting } from '@fu-types/entities'
import { Action } from './Action'
import { localize } from '@/core/localize'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import './copilotEntry.scss'

/**
 * The way to the meeting assistant on the meeting home; nothing when the meeting has no assistant. It never floats
 * over the page: it sits in its own dock, a band at the end of the home's content (above the footer) that stays at
 * the bottom of the screen (above the tab bar) while the page scrolls. The dock is in the page's flow, so the space
 * it takes is reserved and nothing of the page ends up under it.
 */
export const CopilotEntry = observer(function CopilotEntry({ meeting, variant }: { meeting: Meeting | undefined; variant: 'mobile' | 'desktop' }) {
  const { language } = useStores()
  if (meeting?.exhibition?.enable_copilot !== 1) return null
  const name = localize(meeting.exhibition.copilot_name, language.language) || language.t('copilot.name')
  return (
    <View className={`fu-copilot-dock fu-copilot-dock--${variant}`}>
      <Action className={`fu-copilot-entry fu-copilot-entry--${variant}`} onPress={() => { void navigateTo('meetingTalk', { meeting_id: meeting._id }) }}>
        <Text className='fu-copilot-entry__icon' aria-hidden>AI</Text>
        <Text className='fu-copilot-entry__label'>{language.t('copilot.entry', { name })}</Text>
      </Action>
    </View>
  )
})
