import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { DemandCardList } from '@/components/DemandCardList'
import { srRole } from '@/components/a11y'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import type { DemandCardData } from '@/components/useDemandPages'
import { Unbound } from '../Unbound'
import { boundScreenState } from '../useBoundEnterprise'
import type { DemandTab, ExhibitorDemandsData } from './useExhibitorDemands'
import '../exhibitor.scss'

const TABS: { tab: DemandTab; label: 'mine.exhibitorDemand.tab.open' | 'mine.exhibitorDemand.tab.closed' }[] = [
  { tab: 'open', label: 'mine.exhibitorDemand.tab.open' },
  { tab: 'closed', label: 'mine.exhibitorDemand.tab.closed' },
]

/** The frame's loading and failure while the account is read (the list has its own). */
export function exhibitorDemandsState(data: ExhibitorDemandsData): ScreenState {
  return boundScreenState(data.bound)
}

/** "Close" under an open post, then its confirm in place. */
function CloseAction({ card, data }: { card: DemandCardData; data: ExhibitorDemandsData }) {
  const { t } = data
  if (data.tab !== 'open') return null
  if (data.confirming === card.id) {
    return (
      <View className='fu-exhibitor__confirm' {...srRole('group', { 'aria-label': t('mine.exhibitorDemand.confirm', { title: card.title }) })}>
        <Text className='fu-exhibitor__confirm-text'>{t('mine.exhibitorDemand.confirm', { title: card.title })}</Text>
        <Action className='fu-button' onPress={() => data.close(card.id)} disabled={data.closing === card.id}>
          {data.closing === card.id ? t('mine.exhibitorDemand.closing') : t('mine.exhibitorDemand.closeYes')}
        </Action>
        <Action className='fu-button fu-exhibitor__secondary' onPress={data.cancelClose}>{t('common.cancel')}</Action>
      </View>
    )
  }
  return (
    <Action className='fu-button fu-exhibitor__secondary' onPress={() => data.askClose(card.id)} aria={{ 'aria-label': t('mine.exhibitorDemand.closeLabel', { title: card.title }) }}>
      {t('mine.exhibitorDemand.close')}
    </Action>
  )
}

/** The company's posts by state with "post a demand"; an account without a company is told to bind one. */
export const ExhibitorDemandsView = observer(function ExhibitorDemandsView({ data, variant }: { data: ExhibitorDemandsData; variant: Variant }) {
  const { t } = data
  if (!data.bound.enterpriseId) {
    return <View className={`fu-exhibitor fu-exhibitor--${variant}`}><Unbound t={t} onBind={data.bind} /></View>
  }
  return (
    <View className={`fu-exhibitor fu-exhibitor--${variant} fu-exhibitor-demand`}>
      <Text className='fu-exhibitor-demand__intro'>{t('mine.exhibitorDemand.intro', { company: data.company })}</Text>
      <View className='fu-exhibitor-demand__bar'>
        <View className='fu-exhibitor__tabs' {...srRole('tablist')}>
          {TABS.map(({ tab, label }) => (
            <Action key={tab} role='tab' className={`fu-exhibitor__tab${data.tab === tab ? ' fu-exhibitor__tab--on' : ''}`} aria={{ 'aria-selected': data.tab === tab }} onPress={() => data.setTab(tab)}>
              {t(label)}
            </Action>
          ))}
        </View>
        <Action className='fu-button fu-exhibitor-demand__create' onPress={data.create}>{t('mine.exhibitorDemand.create')}</Action>
      </View>
      <DemandCardList pages={data} variant={variant} emptyText={data.emptyText} timezone={data.timezone} actions={card => <CloseAction card={card} data={data} />} />
    </View>
  )
})
