import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LiveCardList } from '@/components/LiveCards'
import type { Variant } from '@/components/screen/defineScreen'
import type { MessageKey } from '@/i18n'
import type { RouteName } from '@/router/routes'
import { FestivalSection } from './FestivalSection'
import type { FestivalLivesData } from './useFestivalLives'

/** A festival live list (venue or web) through the live screens' card list; web lives name their platform. */
export const FestivalLivesView = observer(function FestivalLivesView({ data, variant, current, intro, empty }: {
  data: FestivalLivesData
  variant: Variant
  current: RouteName
  intro: MessageKey
  empty: MessageKey
}) {
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current={current} variant={variant}>
      <Text className='fu-festival-intro'>{t(intro)}</Text>
      <LiveCardList
        list={data.list}
        cards={data.cards}
        variant={variant}
        timezone={data.festival.timezone}
        t={t}
        onOpen={data.open}
        empty={t(empty)}
        pagingTexts={data.pagingTexts}
        note={card => (data.platformOf(card.id) ? <Text className='fu-live-card__note'>{data.platformOf(card.id)}</Text> : null)}
      />
    </FestivalSection>
  )
})
