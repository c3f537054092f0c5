import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Action } from './Action'
import './KeywordFilter.scss'

/**
 * Over a list opened with a keyword (the meeting search's "more"): which keyword it shows, and "show all" for the
 * whole list. Nothing without a keyword.
 */
export const KeywordFilter = observer(function KeywordFilter({ keyword, onShowAll }: { keyword: string; onShowAll: () => void }) {
  const { language } = useStores()
  if (!keyword) return null
  return (
    <View className='fu-keyword-filter'>
      <Text className='fu-keyword-filter__text'>{language.t('search.filter.results', { keyword })}</Text>
      <Action className='fu-keyword-filter__all' onPress={onShowAll}>{language.t('search.filter.showAll')}</Action>
    </View>
  )
})
