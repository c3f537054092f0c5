import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { MessageKey } from '@/i18n'
import type { ShareRequests } from './useShareRequests'

type T = (key: MessageKey, params?: Record<string, string | number>) => string

/** Exhibitors asking for my card: shown only while there are some, above my card requests. */
export const ShareRequestsSection = observer(function ShareRequestsSection({ shares, t }: { shares: ShareRequests; t: T }) {
  if (!shares.requests.length) return null
  return (
    <View className='fu-connection__shares' {...srRole('region', { 'aria-labelledby': 'fu-share-requests' })}>
      <Text id='fu-share-requests' className='fu-connection__shares-title' {...heading(2)}>{t('leads.requests.title')}</Text>
      <Text className='fu-connection__shares-intro'>{t('leads.requests.intro')}</Text>
      <View {...srRole('list')}>
        {shares.requests.map(request => (
          <View key={request.id} className='fu-connection__share' {...srRole('listitem')}>
            <Text className='fu-connection__share-text'>{t('leads.requests.item', { company: request.company })}</Text>
            {request.answer ? (
              <Text className='fu-connection__share-result' {...srRole('status')}>
                {t(request.answer === 'granted' ? 'leads.requests.shared' : 'leads.requests.declined', { company: request.company })}
              </Text>
            ) : (
              <View className='fu-connection__share-actions'>
                <Action className='fu-button' disabled={request.busy} aria={{ 'aria-label': t('leads.requests.shareWith', { company: request.company }) }} onPress={request.share}>
                  {t('leads.requests.share')}
                </Action>
                <Action className='fu-button fu-button--plain' disabled={request.busy} aria={{ 'aria-label': t('leads.requests.declineWith', { company: request.company }) }} onPress={request.decline}>
                  {t('leads.requests.decline')}
                </Action>
              </View>
            )}
          </View>
        ))}
      </View>
    </View>
  )
})
