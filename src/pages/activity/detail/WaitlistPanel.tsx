import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { ActivityDetailData } from './useActivityDetail'
import './waitlist.scss'

/**
 * The activity's waitlist (issue 16), in both layouts: "join the waitlist" where a full activity would only say
 * "full" (or one button per sold-out ticket type), my position with "leave", and a place held for me with its time
 * and "register now" (the form lets a holder past "full").
 */
export const WaitlistPanel = observer(function WaitlistPanel({ data }: { data: ActivityDetailData }) {
  const w = data.waitlist
  if (!w.shown) return null
  const t = data.t
  const { standing } = w
  return (
    <View className='fu-activity-detail__waitlist fu-waitlist' {...srRole('region', { 'aria-labelledby': 'fu-waitlist-title' })}>
      <Text id='fu-waitlist-title' className='fu-waitlist__title' {...heading(2)}>{t('waitlist.title')}</Text>
      {standing.kind === 'held' ? (
        <View className='fu-waitlist__held' {...srRole('status')}>
          <Text className='fu-waitlist__held-text'>{t('waitlist.held', { time: w.holdTime })}</Text>
          {w.heldTypeTitle ? <Text className='fu-waitlist__type'>{t('waitlist.forType', { title: w.heldTypeTitle })}</Text> : null}
          <Text className='fu-waitlist__note'>{t('waitlist.heldNote')}</Text>
          <View className='fu-waitlist__actions'>
            <Action className='fu-button fu-waitlist__register' onPress={() => { void w.registerNow() }}>{t('waitlist.registerNow')}</Action>
            <Action className='fu-waitlist__leave' disabled={w.busy} onPress={() => { void w.leave() }}>{t('waitlist.leave')}</Action>
          </View>
        </View>
      ) : standing.kind === 'waiting' ? (
        <View className='fu-waitlist__waiting'>
          <Text className='fu-waitlist__position' {...srRole('status')}>{t('waitlist.position', { position: standing.position, total: standing.waitingTotal })}</Text>
          {w.heldTypeTitle ? <Text className='fu-waitlist__type'>{t('waitlist.forType', { title: w.heldTypeTitle })}</Text> : null}
          <Text className='fu-waitlist__note'>{t('waitlist.notify')}</Text>
          <Action className='fu-waitlist__leave' disabled={w.busy} onPress={() => { void w.leave() }}>{t('waitlist.leave')}</Action>
        </View>
      ) : w.offer === 'activity' ? (
        <View className='fu-waitlist__offer'>
          <Text className='fu-waitlist__intro'>{t('waitlist.fullIntro')}</Text>
          <Action className='fu-button fu-waitlist__join' disabled={w.busy} onPress={() => { void w.join() }}>{t('waitlist.join')}</Action>
        </View>
      ) : (
        <View className='fu-waitlist__offer'>
          <Text className='fu-waitlist__intro'>{t('waitlist.soldOutIntro')}</Text>
          {w.soldOutTypes.map(type => (
            <Action key={type.id} className='fu-waitlist__join fu-waitlist__join--type' disabled={w.busy} onPress={() => { void w.join(type.id) }}>
              {t('waitlist.joinPrice', { title: type.title })}
            </Action>
          ))}
        </View>
      )}
    </View>
  )
})
