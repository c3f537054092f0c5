import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { CopyLinkDialog } from '@/components/CopyLinkDialog'
import { FormField, inputValue } from '@/components/FormField'
import { PagedListView } from '@/components/PagedListView'
import type { ListPlace } from '@/components/WindowedRows'
import { RemoteImage } from '@/components/RemoteImage'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { Timeline, type TimelineEntry } from '@/components/ui/Timeline'
import type { Tone } from '@/core/display'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import type { AppointmentListData, AppointmentRow } from './useAppointmentList'
import './appointments.scss'

function Confirmation({ row, data }: { row: AppointmentRow; data: AppointmentListData }) {
  if (!row.confirming) return null
  const { t } = data
  return (
    <View className='fu-appointments__confirm' {...srRole('group', { 'aria-label': row.confirming.question })}>
      <Text className='fu-appointments__question'>{row.confirming.question}</Text>
      {row.confirming.needsLink ? (
        <FormField id={`fu-appointment-link-${row.id}`} label={t('appointment.accept.link')} required hint={t('appointment.accept.linkHint')} error={data.linkError}>
          {input => (
            <Input className='fu-field__input' type='text' maxlength={500} placeholder='https://' value={data.link}
              onInput={e => data.setLink(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
          )}
        </FormField>
      ) : null}
      <View className='fu-appointments__buttons'>
        <Action className='fu-appointments__yes' disabled={row.working} onPress={data.confirm}>{t('appointment.confirm.yes')}</Action>
        <Action className='fu-appointments__no' disabled={row.working} onPress={data.keep}>{t('appointment.confirm.no')}</Action>
      </View>
    </View>
  )
}

function AppointmentItem({ row, data, inTimeline = false, ...place }: { row: AppointmentRow; data: AppointmentListData; inTimeline?: boolean } & ListPlace) {
  return (
    <View className='fu-appointments__item' {...(inTimeline ? {} : srRole('listitem', place))}>
      <View className='fu-appointments__head'>
        <RemoteImage className='fu-appointments__avatar' src={row.avatar} label='' />
        <Text className='fu-appointments__party' {...heading(2)}>{row.party}</Text>
        <Badge className='fu-appointments__status' text={row.status.text} tone={row.status.tone} />
      </View>
      <Text className='fu-appointments__time'>{row.time}{row.proposed ? <Text className='fu-appointments__proposed'> · {row.proposed}</Text> : null}</Text>
      <Text className='fu-appointments__how'>{row.how}{row.place ? ` · ${row.place}` : ''}</Text>
      {row.link ? <Action className='fu-appointments__link' role='link' onPress={row.link.open}>{row.link.text}</Action> : null}
      <Text className='fu-appointments__reason'>{row.reason}</Text>
      {row.confirming ? <Confirmation row={row} data={data} /> : row.actions.length ? (
        <View className='fu-appointments__actions'>
          {row.actions.map(a => (
            <Action key={a.action} className={`fu-appointments__action fu-appointments__action--${a.action}`} disabled={row.working} aria={{ 'aria-label': a.aria }} onPress={() => data.ask(row.id, a.action)}>
              {a.label}
            </Action>
          ))}
        </View>
      ) : null}
    </View>
  )
}

/** The timeline dot of a state's tone (the theme colour for the rest). */
const TIMELINE_TONE: Partial<Record<Tone, TimelineEntry['tone']>> = { green: 'green', red: 'red', amber: 'yellow' }

/** The exhibitor's lists first check the bound company: the frame shows that check loading or failed. */
export function appointmentListState(data: AppointmentListData): ScreenState {
  if (data.company === 'loading' || data.company === 'failed') return { status: data.company, retry: data.retryCompany, message: data.companyError }
  return { status: 'ready' }
}

/**
 * What the list holds, then the list (one column on a phone, two on a desktop: appointments.scss); an unbound
 * exhibitor is told to bind first. One view for the six lists; each route declares its kind.
 */
export const AppointmentListView = observer(function AppointmentListView({ data, variant }: { data: AppointmentListData; variant: Variant }) {
  const { t } = data
  // The lists of meetings that are over read as a history: one timeline, latest first as the server sends them.
  const history = data.kind === 'mineHistory' || data.kind === 'exhibitorHistory'
  return (
    <View className={`fu-appointments fu-appointments--${variant}`}>
      <Text className='fu-appointments__intro'>{data.intro}</Text>
      {data.copyLink ? <CopyLinkDialog link={data.copyLink} onClose={data.closeCopyLink} /> : null}
      {data.company === 'unbound' ? (
        <View className='fu-appointments__unbound' {...srRole('alert')}>
          <Text className='fu-appointments__unbound-title' {...heading(2)}>{t('appointment.unbound.title')}</Text>
          <Text className='fu-appointments__unbound-text'>{t('appointment.unbound.text')}</Text>
          <Action className='fu-button' onPress={data.bind}>{t('appointment.unbound.bind')}</Action>
        </View>
      ) : (
        <>
          <View className='fu-appointments__bar'>
            {data.pendingText ? <Text className='fu-appointments__pending' {...srRole('status')}>{data.pendingText}</Text> : null}
            {data.other ? <Action className='fu-appointments__switch' role='link' onPress={data.other.open}>{data.other.label}</Action> : null}
          </View>
          <PagedListView
            list={data.list}
            count={data.count}
            empty={<Empty text={data.emptyText} action={data.book ?? undefined} />}
            className='fu-appointments__body'
            listClassName={`fu-appointments__items${history ? ' fu-appointments__items--history' : ''}`}
            pagingTexts={data.pagingTexts}
          >
            {history ? (
              <Timeline entries={data.rows.map(row => ({ key: row.id, tone: TIMELINE_TONE[row.status.tone], content: <AppointmentItem row={row} data={data} inTimeline /> }))} />
            ) : data.rows.map(row => <AppointmentItem key={row.id} row={row} data={data} />)}
          </PagedListView>
        </>
      )}
    </View>
  )
})
