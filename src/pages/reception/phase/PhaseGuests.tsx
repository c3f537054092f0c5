import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { PagedListView } from '@/components/PagedListView'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import { GuestRow } from '../GuestRow'
import { TextEntry } from '@/components/TextEntry'
import { PHASE_FILTERS, type ReceptionPhaseData } from './useReceptionPhase'

/**
 * A phase's guests (the frame shows the phase's loading and failure): its count, the state filter, the search and the
 * guests page by page; someone who is not staff gets the refusal.
 */
export const PhaseGuests = observer(function PhaseGuests({ data }: { data: ReceptionPhaseData }) {
  const { t } = data
  if (data.phaseStatus === 'refused') return <View {...srRole('alert')}><Empty text={t('reception.staff.refused')} /></View>
  return (
    <>
      <View className='fu-reception__panel'>
        {data.receivedText ? <Text className='fu-reception__panel-title' {...srRole('status')}>{data.receivedText}</Text> : null}
        <View className='fu-reception__chips' {...srRole('radiogroup', { 'aria-label': t('reception.filter.label') })}>
          {PHASE_FILTERS.map(f => (
            <Action key={String(f)} className='fu-reception__chip' role='radio' aria={{ 'aria-checked': data.filter === f }} onPress={() => data.setFilter(f)}>
              {data.filterLabel(f)}
            </Action>
          ))}
        </View>
        <TextEntry id='fu-reception-phase-search' label={t('reception.search.label')} placeholder={t('reception.search.placeholder')}
          value={data.keyword} onChange={data.setKeyword} onSubmit={data.applySearch} submitLabel={t('reception.search.submit')} />
        {data.searching ? <Action className='fu-button fu-reception__inline-action' onPress={data.clearSearch}>{t('reception.search.clear')}</Action> : null}
      </View>
      <PagedListView
        list={data.list}
        count={data.rows.length}
        empty={<Empty text={data.searching ? t('reception.search.empty') : t('reception.list.empty')} />}
        className='fu-reception__panel'
        listClassName='fu-reception__list'
        pagingTexts={data.pagingTexts}
      >
        {data.rows.map(guest => (
          <View key={guest.id} {...srRole('listitem')}>
            <GuestRow guest={guest} openLabel={t('reception.guest.open', { name: guest.name })} onOpen={() => data.openGuest(guest.id)} />
          </View>
        ))}
      </PagedListView>
    </>
  )
})
