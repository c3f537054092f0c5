import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { RemoteImage } from '@/components/RemoteImage'
import type { Category, MeetingBlock } from '@fu-types/entities'
import { useStores } from '@/stores'
import { localize } from '@/core/localize'
import { useRemote } from '@/components/useRemote'
import { BlockFrame } from './BlockFrame'
import { openConfiguredLink } from './openLink'
import { Action } from '@/components/Action'
import { Icon } from '@/components/ui/Icon'
import { navigationIcon } from '@/components/ui/navigationIcon'

/** The meeting's navigation: a 3×3 grid on mobile (`grid9`), a row of entries on desktop. */
export const NavigationGrid = observer(function NavigationGrid({ block, variant }: { block: MeetingBlock; variant: 'mobile' | 'desktop' }) {
  const { language, platform, navigation } = useStores()
  // The tab bar's and the top bar's entries (NavigationStore): one request for the page, whoever asks first.
  const remote = useRemote(async () => {
    await navigation.load(block.meeting_id)
    if (navigation.meetingId !== block.meeting_id || navigation.status !== 'ready') throw new Error(navigation.error ?? 'navigation not loaded')
    return navigation.items.slice(0, block.limit ?? 9)
  }, [block.meeting_id, block.limit, navigation], { background: true })
  const linkOf = (item: Category) => (variant === 'mobile' ? item.mobile_link || item.link : item.link || item.mobile_link)
  return (
    <BlockFrame title={localize(block.title, language.language)} remote={remote} className={`fu-nav fu-nav--${variant}`}>
      <View className='fu-nav__grid'>
        {(remote.data ?? []).map(item => (
          <Action key={item._id} className='fu-nav__item' onPress={() => openConfiguredLink(linkOf(item), platform.pageProtocol())}>
            {item.cover ? <RemoteImage className='fu-nav__icon' src={item.cover} mode='aspectFit' label='' /> : <Icon className='fu-nav__icon fu-nav__icon--glyph' name={navigationIcon(linkOf(item) ?? '')} size={28} tone='theme' />}
            <Text className='fu-nav__label'>{localize(item.title, language.language)}</Text>
          </Action>
        ))}
      </View>
    </BlockFrame>
  )
})
