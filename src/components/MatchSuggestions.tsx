import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Action } from './Action'
import { RemoteImage } from './RemoteImage'
import { Empty, Failed, Loading } from './StateViews'
import { heading, srRole } from './a11y'
import type { MatchKind, MatchSuggestionsData } from './useMatchSuggestions'
import './MatchSuggestions.scss'

const KINDS: { kind: MatchKind; key: 'exhibit.match.suppliers' | 'exhibit.match.clients' }[] = [
  { kind: 'suppliers', key: 'exhibit.match.suppliers' },
  { kind: 'clients', key: 'exhibit.match.clients' },
]

/**
 * Suppliers / clients for the visitor from the match service: a switch between the two, then up to ten companies,
 * each with why it matched; a guest gets the way to sign in. One layout on mobile and desktop (the grid widens).
 */
export const MatchSuggestions = observer(function MatchSuggestions({ data, variant }: { data: MatchSuggestionsData; variant: 'mobile' | 'desktop' }) {
  const { language } = useStores()
  const t = language.t
  const list = data.list
  return (
    <View className={`fu-match fu-match--${variant}`} {...srRole('region', { 'aria-label': t('exhibit.match.title') })}>
      <Text className='fu-match__title' {...heading(2)}>{t('exhibit.match.title')}</Text>
      {!data.signedIn ? (
        <View className='fu-match__guest'>
          <Text className='fu-match__note'>{t('exhibit.match.signIn')}</Text>
          <Action className='fu-button fu-match__sign-in' onPress={data.signIn}>{t('exhibit.match.signInAction')}</Action>
        </View>
      ) : (
        <>
          <View className='fu-match__kinds' {...srRole('group')}>
            {KINDS.map(({ kind, key }) => (
              <Action
                key={kind}
                className={`fu-match__kind${data.kind === kind ? ' fu-match__kind--on' : ''}`}
                aria={{ 'aria-pressed': data.kind === kind }}
                onPress={() => data.setKind(kind)}
              >
                {t(key)}
              </Action>
            ))}
          </View>
          {list.status === 'loading' ? <Loading /> : list.status === 'failed' ? <Failed message={list.error} onRetry={list.retry} /> : !list.data?.length ? (
            <Empty text={t('exhibit.match.empty')} />
          ) : (
            <View className='fu-match__list' {...srRole('list')}>
              {list.data.map(card => (
                <View key={card.id} className='fu-match__item' {...srRole('listitem')}>
                  <Action className='fu-match__card' role='link' onPress={() => data.open(card.id)}>
                    <View className='fu-match__logo-box'>
                      {card.logo ? <RemoteImage className='fu-match__logo' src={card.logo} mode='aspectFit' label='' /> : null}
                    </View>
                    <View className='fu-match__body'>
                      <Text className='fu-match__name'>{card.title}</Text>
                      {card.booth ? <Text className='fu-match__booth'>{t('exhibit.enterprise.booth', { booth: card.booth })}</Text> : null}
                      {card.reasons.length ? (
                        <Text className='fu-match__reasons'>{`${t('exhibit.match.why')}: ${card.reasons.join(' · ')}`}</Text>
                      ) : null}
                    </View>
                  </Action>
                </View>
              ))}
            </View>
          )}
        </>
      )}
    </View>
  )
})
