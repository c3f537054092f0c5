import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import { useMyWaitlist } from './useMyWaitlist'

/**
 * "My waitlist" in My (issue 16): shown only while I wait for something. A list that could not be loaded shows nothing
 * (the activity's own page still says where I stand).
 */
export const WaitlistSection = observer(function WaitlistSection() {
  const { t, items, leave, open } = useMyWaitlist()
  if (!items.length) return null
  return (
    <View className='fu-hub__section fu-hub__section--waitlist fu-mywait' {...srRole('region', { 'aria-labelledby': 'fu-hub-waitlist' })}>
      <Text id='fu-hub-waitlist' className='fu-hub__section-title' {...heading(2)}>{t('my.waitlist.title')}</Text>
      {items.map(item => (
        <View key={item.id} className='fu-mywait__item' {...srRole('group', { 'aria-label': item.title })}>
          <Action className='fu-mywait__title' role='link' onPress={() => open(item)}>{item.title}</Action>
          <Text className={`fu-mywait__state fu-mywait__state--${item.standing.kind}`}>
            {item.standing.kind === 'held'
              ? t('my.waitlist.held', { time: item.holdTime })
              : item.standing.kind === 'waiting' ? t('my.waitlist.position', { position: item.standing.position }) : ''}
          </Text>
          <View className='fu-mywait__actions'>
            {item.standing.kind === 'held' ? <Action className='fu-button fu-mywait__register' onPress={() => open(item)}>{t('my.waitlist.register')}</Action> : null}
            <Action className='fu-mywait__action' onPress={() => { void leave(item) }}>{t('my.waitlist.leave')}</Action>
          </View>
        </View>
      ))}
    </View>
  )
})
