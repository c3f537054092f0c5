/**
 * The draft's navigation in /preview: its entries as the tab bar or the desktop menu would list them, and a store for
 * the home's navigation grid holding the draft's entries instead of the released ones the page's own bars show.
 */
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { runInAction } from 'mobx'
import type { Category } from '@fu-types/entities'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { navigationEntries } from '@/router/navigationEntries'
import { openUrl } from '@/router/navigate'
import { useStores, type RootStore } from '@/stores'
import { NavigationStore } from '@/stores/NavigationStore'

/** The app's stores with `navigation` holding the draft's entries of the meeting (loaded already: no request). */
export function useDraftStores(meetingId: string | undefined, items: readonly Category[]): RootStore {
  const root = useStores()
  return useMemo(() => {
    const navigation = new NavigationStore()
    runInAction(() => {
      navigation.meetingId = meetingId
      navigation.items = [...items]
      navigation.status = 'ready'
    })
    // Everything else is the app's own (language, platform, session): only the navigation differs.
    return Object.assign(Object.create(root) as RootStore, { navigation })
  }, [root, meetingId, items])
}

export const DraftNavigation = observer(function DraftNavigation({ items, meetingId, variant }: { items: readonly Category[]; meetingId: string | undefined; variant: Variant }) {
  const { language, platform } = useStores()
  const t = language.t
  const entries = navigationEntries(items, {
    language: language.language, variant, homeTitle: t('shell.home'), currentRoute: '', meetingId, pageProtocol: platform.pageProtocol(),
  })
  return (
    <View className='fu-preview__nav' {...srRole('navigation', { 'aria-label': t('mine.preview.navigation') })}>
      <Text className='fu-preview__nav-title' {...heading(3)}>{t('mine.preview.navigation')}</Text>
      <View className='fu-preview__nav-items' role='list'>
        {entries.map(entry => (
          <View key={entry.key} role='listitem'>
            <Action className='fu-preview__nav-item' onPress={() => void openUrl(entry.url)}>{entry.title}</Action>
          </View>
        ))}
      </View>
    </View>
  )
})
