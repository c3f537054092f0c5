import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import type { LiveDetailData } from './useLiveDetail'

/**
 * Ask for the minutes by e-mail (or withdraw the ask): the address is prefilled with the account's; a guest is sent
 * to sign in. Gone once the server's window after the end has closed.
 */
export const LiveMinutesEmail = observer(function LiveMinutesEmail({ data }: { data: LiveDetailData }) {
  const { t, minutesEmail: m } = data
  if (!m.offered || m.loading) return null
  const body = () => {
    if (!m.signedIn) return <Action className='fu-live-minutes-email__action' onPress={m.ask}>{t('live.minutesEmail.login')}</Action>
    if (m.askedFor) {
      return (
        <View className='fu-live-minutes-email__row'>
          <Text className='fu-live-minutes-email__asked' {...srRole('status')}>{t('live.minutesEmail.asked', { email: m.askedFor })}</Text>
          <Action className='fu-live-minutes-email__withdraw' disabled={m.saving} onPress={m.withdraw}>{t('live.minutesEmail.withdraw')}</Action>
        </View>
      )
    }
    return (
      <FormField id='fu-live-minutes-email' label={t('live.minutesEmail.field')} error={m.error}>
        {input => (
          <>
            <Input
              className='fu-field__input'
              type='text'
              maxlength={254}
              value={m.address}
              onInput={e => m.setAddress(inputValue(e))}
              onConfirm={m.ask}
              nativeProps={{ ...input.nativeProps, type: 'email', autoComplete: 'email', onKeyDown: (e: { key?: string }) => { if (e.key === 'Enter') m.ask() } }}
              {...input.props}
            />
            <Action className='fu-field__action' disabled={m.saving} onPress={m.ask}>{t('live.minutesEmail.ask')}</Action>
          </>
        )}
      </FormField>
    )
  }
  return (
    <View className='fu-live-minutes-email' {...srRole('region', { 'aria-label': t('live.minutesEmail.heading') })}>
      <Text className='fu-live-minutes-email__heading' {...heading(2)}>{t('live.minutesEmail.heading')}</Text>
      <Text className='fu-live-minutes-email__intro'>{t('live.minutesEmail.intro')}</Text>
      {body()}
    </View>
  )
})
