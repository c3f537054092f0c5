import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { PagedListView } from '@/components/PagedListView'
import { SearchBox } from '@/components/SearchBox'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import { TextEntry } from '@/components/TextEntry'
import { leadCompanyState } from '../useLeadCompany'
import type { LeadListData } from './useLeadList'
import '../leads.scss'

export function leadListState(data: LeadListData): ScreenState {
  return leadCompanyState(data.access)
}

/** No company yet: the invitations to my phone, a shared code, or binding the company as its exhibitor. */
const Join = observer(function Join({ data }: { data: LeadListData }) {
  const { t, join } = data
  return (
    <View className='fu-leads__panel' {...srRole('region', { 'aria-labelledby': 'fu-leads-join' })}>
      <Text id='fu-leads-join' className='fu-leads__title' {...heading(2)}>{t('leads.join.title')}</Text>
      <Text className='fu-leads__note'>{t('leads.join.text')}</Text>
      {join.invitations.map(invitation => (
        <View key={invitation._id} className='fu-leads__row'>
          <Text className='fu-leads__strong'>{t('leads.join.invitation', { company: invitation.company })}</Text>
          <Action className='fu-button' disabled={join.busy} aria={{ 'aria-label': t('leads.join.acceptWith', { company: invitation.company }) }}
            onPress={() => join.accept(invitation.code)}>{t('leads.join.accept')}</Action>
        </View>
      ))}
      <TextEntry id='fu-leads-invite-code' label={t('leads.join.code')} hint={t('leads.join.codeHint')} maxlength={20} confirmType='done'
        value={join.code} onChange={join.setCode} onSubmit={join.submit} submitLabel={t('leads.join.submit')} error={join.error} />
      <Action className='fu-button fu-button--plain' role='link' onPress={data.bind}>{t('leads.join.bind')}</Action>
    </View>
  )
})

/** The exhibitor's booth staff: invite by phone or with a code to share, and who is on it. */
const Team = observer(function Team({ data }: { data: LeadListData }) {
  const { t, team } = data
  return (
    <View className='fu-leads__panel fu-leads__team' {...srRole('region', { 'aria-labelledby': 'fu-leads-team' })}>
      <Text id='fu-leads-team' className='fu-leads__title' {...heading(2)}>{t('leads.team.title')}</Text>
      <Text className='fu-leads__note'>{t('leads.team.intro')}</Text>
      <TextEntry id='fu-leads-team-phone' label={t('leads.team.phone')} maxlength={11} confirmType='done' value={team.phone} onChange={team.setPhone}
        onSubmit={team.invitePhone} submitLabel={t('leads.team.invitePhone')} error={team.error} />
      <Action className='fu-button fu-button--plain' disabled={team.busy} onPress={team.inviteCode}>{t('leads.team.inviteCode')}</Action>
      {team.members.length ? (
        <View className='fu-leads__members' {...srRole('list')}>
          {team.members.map(member => (
            <View key={member.id} className='fu-leads__row' {...srRole('listitem')}>
              <View className='fu-leads__grow'>
                <Text className='fu-leads__strong'>{member.who}</Text>
                <Text className='fu-leads__note'>{member.active ? member.status : t('leads.team.code', { code: member.code })}</Text>
              </View>
              {member.active ? null : (
                <Action className='fu-button fu-button--plain' onPress={() => { void team.copyLink(member.code) }}>{t('leads.team.copyLink')}</Action>
              )}
              <Action className='fu-button fu-button--plain' aria={{ 'aria-label': t('leads.team.removeWith', { who: member.who }) }} onPress={() => team.remove(member.id)}>
                {t('leads.team.remove')}
              </Action>
            </View>
          ))}
        </View>
      ) : <Text className='fu-leads__note'>{t('leads.team.empty')}</Text>}
    </View>
  )
})

/** The search, the actions (scan, export) and the leads, each with its card state, rating, tags and sources. */
const Leads = observer(function Leads({ data }: { data: LeadListData }) {
  const { t } = data
  return (
    <View className='fu-leads__main'>
      <View className='fu-leads__bar'>
        <Action className='fu-button fu-button--primary' onPress={data.scan}>{t('leads.list.scan')}</Action>
        <Action className='fu-button fu-button--plain' disabled={data.exporting !== null} onPress={data.exportCsv}>
          {t(data.exporting === 'csv' ? 'leads.export.working' : 'leads.export.csv')}
        </Action>
        <Action className='fu-button fu-button--plain' disabled={data.exporting !== null} onPress={data.exportXlsx}>
          {t(data.exporting === 'xlsx' ? 'leads.export.working' : 'leads.export.xlsx')}
        </Action>
      </View>
      <SearchBox id='fu-leads-search' value={data.keywordInput} onInput={data.setKeywordInput} onSubmit={data.search} onClear={data.clearSearch}
        texts={{ label: t('leads.search.label'), placeholder: t('leads.search.placeholder'), submit: t('leads.search.submit'), clear: t('leads.search.clear') }} />
      <PagedListView list={data.list} count={data.rows.length} empty={<Empty text={data.emptyText} />} className='fu-leads__body'
        listClassName='fu-leads__items' pagingTexts={data.pagingTexts}>
        {data.rows.map(row => (
          <View key={row.id} className='fu-leads__item' {...srRole('listitem')}>
            <View className='fu-leads__row'>
              <Text className='fu-leads__name'>{row.name}</Text>
              <Badge text={row.consent.text} tone={row.consent.tone} />
            </View>
            {row.company ? <Text className='fu-leads__note'>{row.company}</Text> : null}
            <Text className='fu-leads__note'>{[row.ratingText, row.sources.join(' · '), row.captured].join(' · ')}</Text>
            {row.tags.length ? <Text className='fu-leads__tags'>{row.tags.map(tag => `#${tag}`).join(' ')}</Text> : null}
            <Action className='fu-leads__open' aria={{ 'aria-label': t('leads.list.openLabel', { name: row.name }) }} onPress={() => data.open(row.id)}>
              {t('leads.list.open')}
            </Action>
          </View>
        ))}
      </PagedListView>
    </View>
  )
})

/** One column on a phone; on a desktop the team beside the list (leads.scss). */
export const LeadListView = observer(function LeadListView({ data, variant }: { data: LeadListData; variant: Variant }) {
  const { t, company } = data
  return (
    <View className={`fu-leads fu-leads--${variant}`}>
      {!company ? <Join data={data} /> : (
        <>
          <Text className='fu-leads__note'>{t(company.role === 'owner' ? 'leads.list.owner' : 'leads.list.staff', { company: company.title })}</Text>
          <View className='fu-leads__columns'>
            <Leads data={data} />
            {company.role === 'owner' ? <Team data={data} /> : null}
          </View>
        </>
      )}
    </View>
  )
})
