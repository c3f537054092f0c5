import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { ClearDeviceData } from './useClearDevice'
import './clear.scss'

/** What clearing removes, the button, then the confirm (clear / cancel) in place of it. */
export const ClearDeviceView = observer(function ClearDeviceView({ data, variant }: { data: ClearDeviceData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-clear fu-clear--${variant}`}>
      <Text className='fu-clear__intro'>{t('mine.clear.intro')}</Text>
      <View className='fu-clear__list' {...srRole('list')}>
        {(['mine.clear.item.session', 'mine.clear.item.device', 'mine.clear.item.cache'] as const).map(key => (
          <Text key={key} className='fu-clear__item' {...srRole('listitem')}>{t(key)}</Text>
        ))}
      </View>
      {data.signedIn ? <Text className='fu-clear__note'>{t('mine.clear.signedIn')}</Text> : null}
      {data.step === 'ask' ? (
        <Action className='fu-button fu-clear__button' onPress={data.ask}>{t('mine.clear.action')}</Action>
      ) : (
        <View className='fu-clear__confirm' {...srRole('alertdialog', { 'aria-labelledby': 'fu-clear-question' })}>
          <Text id='fu-clear-question' className='fu-clear__question' {...heading(2)}>{t('mine.clear.question')}</Text>
          <View className='fu-clear__actions'>
            <Action className='fu-button fu-clear__danger' onPress={data.confirm}>{t('mine.clear.confirm')}</Action>
            <Action className='fu-button fu-clear__cancel' onPress={data.cancel}>{t('common.cancel')}</Action>
          </View>
        </View>
      )}
    </View>
  )
})
