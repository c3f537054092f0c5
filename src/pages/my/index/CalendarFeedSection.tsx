import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import { useCalendarFeed } from './useCalendarFeed'

/**
 * "Calendar feed" in My: what it is in one line, then (on request) my private subscription link with "subscribe in my
 * calendar app" (webcal://), "copy link" (https) and "reset link" (asks first: the old link stops working).
 */
export const CalendarFeedSection = observer(function CalendarFeedSection() {
  const data = useCalendarFeed()
  const { t, state, feed } = data
  return (
    <View className='fu-hub__section fu-hub__section--calendar fu-calfeed' {...srRole('region', { 'aria-labelledby': 'fu-hub-calendar' })}>
      <Text id='fu-hub-calendar' className='fu-hub__section-title' {...heading(2)}>{t('my.feed.title')}</Text>
      <Text className='fu-calfeed__intro'>{t('my.feed.intro')}</Text>
      {state === 'off' ? <Text className='fu-calfeed__status' {...srRole('status')}>{t('my.feed.offState')}</Text> : null}
      {state === 'idle' || state === 'off' ? <Action className='fu-calfeed__action' onPress={data.show}>{t('my.feed.show')}</Action> : null}
      {state === 'loading' ? <Text className='fu-calfeed__status' {...srRole('status')}>{t('my.feed.loading')}</Text> : null}
      {state === 'failed' ? (
        <View className='fu-calfeed__failed' {...srRole('alert')}>
          <Text className='fu-calfeed__error'>{data.error}</Text>
          <Action className='fu-calfeed__action' onPress={data.retry}>{t('my.feed.retry')}</Action>
        </View>
      ) : null}
      {feed && state !== 'idle' && state !== 'loading' && state !== 'failed' && state !== 'off' ? (
        <View className='fu-calfeed__ready'>
          <Text className='fu-calfeed__label' id='fu-calfeed-link'>{t('my.feed.linkLabel')}</Text>
          <Text className='fu-calfeed__url' aria-labelledby='fu-calfeed-link' userSelect>{feed.url}</Text>
          <View className='fu-calfeed__actions'>
            <Action className='fu-button fu-calfeed__subscribe' onPress={data.subscribe}>{t('my.feed.subscribe')}</Action>
            <Action className='fu-calfeed__action' onPress={data.copy}>{t('my.feed.copy')}</Action>
            {state === 'ready' ? <Action className='fu-calfeed__action fu-calfeed__reset' onPress={data.askReset}>{t('my.feed.reset')}</Action> : null}
            {state === 'ready' ? <Action className='fu-calfeed__action fu-calfeed__reset' onPress={data.askOff}>{t('my.feed.off')}</Action> : null}
          </View>
          {state === 'confirm-reset' || state === 'resetting' ? (
            <View className='fu-calfeed__confirm' {...srRole('alertdialog', { 'aria-labelledby': 'fu-calfeed-confirm' })}>
              <Text id='fu-calfeed-confirm' className='fu-calfeed__confirm-text'>{t('my.feed.resetConfirm')}</Text>
              <View className='fu-calfeed__actions'>
                <Action className='fu-calfeed__action fu-calfeed__reset' disabled={state === 'resetting'} onPress={data.confirmReset}>{t('my.feed.resetYes')}</Action>
                <Action className='fu-calfeed__action' disabled={state === 'resetting'} onPress={data.cancelReset}>{t('my.feed.resetNo')}</Action>
              </View>
            </View>
          ) : null}
          {state === 'confirm-off' || state === 'turning-off' ? (
            <View className='fu-calfeed__confirm' {...srRole('alertdialog', { 'aria-labelledby': 'fu-calfeed-confirm-off' })}>
              <Text id='fu-calfeed-confirm-off' className='fu-calfeed__confirm-text'>{t('my.feed.offConfirm')}</Text>
              <View className='fu-calfeed__actions'>
                <Action className='fu-calfeed__action fu-calfeed__reset' disabled={state === 'turning-off'} onPress={data.confirmOff}>{t('my.feed.offYes')}</Action>
                <Action className='fu-calfeed__action' disabled={state === 'turning-off'} onPress={data.cancelOff}>{t('my.feed.resetNo')}</Action>
              </View>
            </View>
          ) : null}
        </View>
      ) : null}
    </View>
  )
})
