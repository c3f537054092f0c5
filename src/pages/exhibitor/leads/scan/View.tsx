import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { Empty, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import { TextEntry } from '@/components/TextEntry'
import { leadCompanyState } from '../useLeadCompany'
import type { LeadScanData } from './useLeadScan'
import '../leads.scss'

export function leadScanState(data: LeadScanData): ScreenState {
  return leadCompanyState(data.access)
}

/** What the code found: the activity to choose, the refusal, or the lead with its card state. */
const Outcome = observer(function Outcome({ data }: { data: LeadScanData }) {
  const { t, current, result } = data
  if (current.step === 'idle') return null
  if (current.step === 'finding') return <Loading />
  if (current.step === 'missing') return <Text className='fu-leads__error' {...srRole('alert')}>{t(current.message)}</Text>
  if (current.step === 'choose') {
    return (
      <View className='fu-leads__panel' {...srRole('group', { 'aria-labelledby': 'fu-leads-choose' })}>
        <Text id='fu-leads-choose' className='fu-leads__title' {...heading(2)}>{t('leads.scan.chooseActivity')}</Text>
        <View className='fu-leads__chips'>
          {current.activities.map(activity => (
            <Action key={activity.id} className='fu-leads__chip' onPress={() => data.choose(activity.id)}>{activity.title}</Action>
          ))}
        </View>
      </View>
    )
  }
  if (!result) return null
  return (
    <View className='fu-leads__panel fu-leads__result' aria-label={t('leads.scan.result')}>
      <Text className='fu-leads__note' {...srRole('status')}>{result.news}</Text>
      <View className='fu-leads__row'>
        <Text className='fu-leads__name' {...heading(2)}>{result.lead.name}</Text>
        <Badge text={result.lead.consent.text} tone={result.lead.consent.tone} />
      </View>
      {result.lead.company ? <Text className='fu-leads__note'>{result.lead.company}</Text> : null}
      <Text className='fu-leads__note'>{result.consentNote}</Text>
      <View className='fu-leads__bar'>
        <Action className='fu-button fu-button--primary' onPress={data.open}>{t('leads.scan.open')}</Action>
        <Action className='fu-button fu-button--plain' onPress={data.next}>{t('leads.scan.next')}</Action>
      </View>
    </View>
  )
})

/** The scanner and the code field, then what was found: one column on a phone, two on a desktop. */
export const LeadScanView = observer(function LeadScanView({ data, variant }: { data: LeadScanData; variant: Variant }) {
  const { t } = data
  if (!data.company) return <View className={`fu-leads fu-leads--${variant}`}><Empty text={t('leads.scan.noCompany')} /></View>
  return (
    <View className={`fu-leads fu-leads--${variant}`}>
      <Text className='fu-leads__note'>{t('leads.scan.intro', { company: data.company.title })}</Text>
      <View className='fu-leads__columns'>
        <View className='fu-leads__panel'>
          <Action className='fu-button fu-button--primary' onPress={data.scan}>{t('leads.scan.camera')}</Action>
          {data.scanNote ? <Text className='fu-leads__note' {...srRole('status')}>{data.scanNote}</Text> : null}
          <TextEntry id='fu-leads-code' label={t('leads.scan.codeLabel')} hint={t('leads.scan.codeHint')} maxlength={500} confirmType='done'
            value={data.code} onChange={data.setCode} onSubmit={data.submitCode} submitLabel={t('leads.scan.find')} />
          <Action className='fu-button fu-button--plain' role='link' onPress={data.list}>{t('leads.scan.toList')}</Action>
        </View>
        <Outcome data={data} />
      </View>
    </View>
  )
})
