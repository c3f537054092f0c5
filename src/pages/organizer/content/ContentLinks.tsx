// The meeting console's way into its programme: one link per kind (speakers, agenda, news).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading } from '@/components/a11y'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { CONTENT_KINDS } from './kinds'

/** On /organizer/meeting: the programme's editors (the screen itself says so when the role may not edit them). */
export const ContentLinks = observer(function ContentLinks() {
  const { t } = useStores().language
  return (
    <View className='fu-organizer__card'>
      <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.content.heading')}</Text>
      <View className='fu-organizer__choices'>
        {CONTENT_KINDS.map(kind => (
          <Action key={kind} className='fu-organizer__choice' role='link' onPress={() => void navigateTo('organizerContent', { kind })}
            aria={{ 'aria-label': t('organizer.content.openLabel', { kind: t(`organizer.content.kind.${kind}`) }) }}>
            {t(`organizer.content.kind.${kind}`)}
          </Action>
        ))}
      </View>
    </View>
  )
})
