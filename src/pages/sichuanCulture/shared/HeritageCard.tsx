import { useCallback } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { collectFestivalItem, uncollectFestivalItem, type HeritageItem } from '@/api/festival'
import { localize } from '@/core'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { RemoteImage } from '@/components/RemoteImage'
import { heading } from '@/components/a11y'
import { useLike } from '@/components/useLike'
import type { Variant } from '@/components/screen/defineScreen'
import { loginUrl, routeUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

/** A heritage item's display texts in the reader's language. */
export function heritageTexts(item: HeritageItem, lang: string, t: ReturnType<typeof useStores>['language']['t']) {
  return {
    title: localize(item.title, lang),
    level: t(item.level === 'national' ? 'festival.item.national' : 'festival.item.provincial'),
    meta: [localize(item.region, lang), item.listed ? t('festival.item.listed', { year: item.listed }) : ''].filter(Boolean).join(' · '),
    inheritor: item.inheritor ? t('festival.item.inheritor', { name: localize(item.inheritor, lang) }) : '',
    summary: localize(item.summary, lang),
  }
}

/** The collect toggle of a heritage item (a guest signs in first), with how many collected it. */
export const CollectButton = observer(function CollectButton({ item, title, here }: { item: HeritageItem; title: string; here: string }) {
  const { language } = useStores()
  const t = language.t
  const like = useLike(item, {
    like: useCallback(() => collectFestivalItem(item._id), [item._id]),
    unlike: useCallback(() => uncollectFestivalItem(item._id), [item._id]),
    login: useCallback(() => { void openUrl(loginUrl(here, item.meeting_id)) }, [here, item.meeting_id]),
  })
  return (
    <View className='fu-festival-collect'>
      <Action
        className={like.liked ? 'fu-festival-collect__button fu-festival-collect__button--on' : 'fu-festival-collect__button'}
        onPress={like.toggle}
        disabled={like.busy}
        aria={{ 'aria-pressed': like.liked, 'aria-label': t('festival.item.collectName', { title }) }}
      >
        {t(like.liked ? 'festival.item.collected' : 'festival.item.collect')}
      </Action>
      <Text className='fu-festival-collect__count'>{t('festival.item.collectors', { total: like.total })}</Text>
    </View>
  )
})

/** One heritage item as a card: its artwork with the level, title, region and listing year, master, summary and collect. */
export const HeritageCard = observer(function HeritageCard({ item, variant, route = 'scList', level = 2 }: {
  item: HeritageItem
  variant: Variant
  /** The page the card is on (a guest comes back there after signing in to collect). */
  route?: 'scList' | 'scHome'
  /** Its title's heading level: 3 under a section heading. */
  level?: 2 | 3
}) {
  const { language } = useStores()
  const text = heritageTexts(item, language.language, language.t)
  return (
    <View className={`fu-festival-card fu-festival-card--${variant}`}>
      <View className='fu-festival-card__art'>
        {item.cover ? <RemoteImage className='fu-festival-card__image' src={item.cover} label={text.title} /> : null}
        <Badge className='fu-festival-card__level' text={text.level} tone={item.level === 'national' ? 'green' : 'blue'} />
      </View>
      <View className='fu-festival-card__body'>
        <Text className='fu-festival-card__title' {...heading(level)}>{text.title}</Text>
        {text.meta ? <Text className='fu-festival-card__meta'>{text.meta}</Text> : null}
        {text.inheritor ? <Text className='fu-festival-card__meta'>{text.inheritor}</Text> : null}
        {text.summary ? <Text className='fu-festival-card__summary'>{text.summary}</Text> : null}
        <CollectButton item={item} title={text.title} here={routeUrl(route, { meeting_id: item.meeting_id })} />
      </View>
    </View>
  )
})
