import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { HomeBlocks } from '@/components/homeBlocks/HomeBlocks'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { StoreContext } from '@/stores'
import { DraftNavigation, useDraftStores } from './DraftNavigation'
import type { PreviewData } from './usePreview'
import './preview.scss'

/** The preview banner over the meeting's name, the draft's navigation and its blocks, as the home shows blocks (the grid the draft's entries). */
export const PreviewView = observer(function PreviewView({ data, variant }: { data: PreviewData; variant: Variant }) {
  const { t } = data
  const draftStores = useDraftStores(data.meetingId, data.navigation)
  if (data.state === 'signed-out' || data.state === 'forbidden') {
    return (
      <View className={`fu-preview fu-preview--${variant}`}>
        <View className='fu-preview__notice' {...srRole('alert')}>
          <Text className='fu-preview__notice-text'>{t(data.state === 'signed-out' ? 'mine.preview.signIn' : 'mine.preview.forbidden')}</Text>
          {data.state === 'signed-out'
            ? <Action className='fu-button' onPress={data.signIn}>{t('my.hub.signIn')}</Action>
            : <Action className='fu-button' onPress={data.openHome}>{t('common.home')}</Action>}
        </View>
      </View>
    )
  }
  return (
    <View className={`fu-preview fu-preview--${variant}`}>
      <View className='fu-preview__banner' {...srRole('note')}>
        <Text className='fu-preview__banner-title'>{t('mine.preview.label')}</Text>
        <Text className='fu-preview__banner-text'>{data.banner}</Text>
      </View>
      <View className='fu-preview__head'>
        <Text className='fu-preview__title' {...heading(2)}>{data.title}</Text>
        {data.dates ? <Text className='fu-preview__dates'>{data.dates}</Text> : null}
      </View>
      <DraftNavigation items={data.navigation} meetingId={data.meetingId} variant={variant} />
      <View className={`fu-home fu-home--${variant}`}>
        <StoreContext.Provider value={draftStores}>
          <HomeBlocks blocks={data.blocks} variant={variant} />
        </StoreContext.Provider>
      </View>
    </View>
  )
})
