import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { OAuthScope } from '@fu-types/oauth'
import type { MessageKey } from '@/i18n'
import { Action } from '@/components/Action'
import { RemoteImage } from '@/components/RemoteImage'
import { Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { OAuthConsentData } from './useOAuthConsent'
import './oauth.scss'

const SCOPE_TEXT: Record<OAuthScope, MessageKey> = {
  profile: 'oauth.scope.profile',
  email: 'oauth.scope.email',
  phone: 'oauth.scope.phone',
}

const INVALID_TEXT = {
  invalid_client: 'oauth.invalid.invalid_client',
  invalid_redirect_uri: 'oauth.invalid.invalid_redirect_uri',
} as const

/**
 * One layout on both devices (a card: full width on a phone, a centred dialog-sized card on a desktop): the partner
 * (mark, name in the reader's language, site), what it gets, the signed-in account, deny / allow, and where the
 * visitor returns; or why the request cannot be answered; or the way back to the partner.
 */
export const ConsentView = observer(function ConsentView({ data, variant }: { data: OAuthConsentData; variant: Variant }) {
  const t = data.t
  const name = data.partnerName
  return (
    <View className={`fu-oauth fu-oauth--${variant}`}>
      <View className='fu-oauth__card'>
        {data.state === 'invalid' && data.invalidReason ? (
          <View className='fu-oauth__notice' {...srRole('alert')}>
            <Text className='fu-oauth__title' {...heading(2)}>{t(INVALID_TEXT[data.invalidReason])}</Text>
            <Text className='fu-oauth__text'>{t('oauth.invalidHint')}</Text>
            <Action className='fu-button fu-oauth__home' onPress={data.goHome}>{t('oauth.home')}</Action>
          </View>
        ) : data.state === 'leaving' ? (
          <View className='fu-oauth__notice'>
            <Loading />
            <Text className='fu-oauth__text'>{t('oauth.leaving', { name })}</Text>
          </View>
        ) : data.state === 'unavailable' ? (
          <View className='fu-oauth__notice'>
            <Text className='fu-oauth__text'>{t('oauth.unavailable', { name })}</Text>
          </View>
        ) : data.state === 'consent' ? (
          <>
            <View className='fu-oauth__partner'>
              {data.logo ? <RemoteImage className='fu-oauth__logo' src={data.logo} mode='aspectFit' lazy={false} label={t('oauth.logoAlt', { name })} /> : null}
              <Text className='fu-oauth__title' {...heading(2)}>{name}</Text>
              {data.website ? <Text className='fu-oauth__site'>{data.website}</Text> : null}
            </View>
            <Text className='fu-oauth__asks'>{t('oauth.asks', { name })}</Text>
            <Text className='fu-oauth__label'>{t('oauth.willGet', { name })}</Text>
            <View className='fu-oauth__scopes' {...srRole('list')}>
              {data.scopes.map(scope => (
                <View key={scope} className='fu-oauth__scope' {...srRole('listitem')}>
                  <Text>{t(SCOPE_TEXT[scope])}</Text>
                </View>
              ))}
            </View>
            <View className='fu-oauth__account'>
              {data.userName ? <Text>{t('oauth.signedInAs', { name: data.userName })}</Text> : null}
              <Action className='fu-oauth__switch' role='link' onPress={data.switchAccount}>{t('oauth.switchAccount')}</Action>
            </View>
            {data.decisionError ? <Text className='fu-oauth__error' {...srRole('alert')}>{data.decisionError}</Text> : null}
            <View className='fu-oauth__actions'>
              <Action className='fu-button fu-oauth__deny' disabled={data.busy} onPress={data.deny}>{t('oauth.deny')}</Action>
              <Action className='fu-button fu-oauth__allow' disabled={data.busy} onPress={data.allow}>{t('oauth.allow')}</Action>
            </View>
            {data.returnHost ? <Text className='fu-oauth__return'>{t('oauth.returnTo', { host: data.returnHost })}</Text> : null}
          </>
        ) : (
          <Loading />
        )}
      </View>
    </View>
  )
})
