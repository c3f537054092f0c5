import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { MyDataData } from './useMyData'
import './data.scss'

function DownloadSection({ data }: { data: MyDataData }) {
  const { t, downloading } = data
  return (
    <View className='fu-mydata__section' {...srRole('region', { 'aria-labelledby': 'fu-mydata-download' })}>
      <Text id='fu-mydata-download' className='fu-mydata__title' {...heading(2)}>{t('my.data.download.title')}</Text>
      <Text className='fu-mydata__text'>{t('my.data.download.intro')}</Text>
      <View className='fu-mydata__actions'>
        <Action className='fu-button fu-mydata__action' disabled={!!downloading} onPress={data.downloadJson}>{t('my.data.download.json')}</Action>
        <Action className='fu-mydata__action fu-mydata__action--plain' disabled={!!downloading} onPress={data.downloadHtml}>{t('my.data.download.html')}</Action>
      </View>
      {downloading ? <Text className='fu-mydata__text' {...srRole('status')}>{t('my.data.download.preparing')}</Text> : null}
    </View>
  )
}

function ConsentSection({ data }: { data: MyDataData }) {
  const { t, consents } = data
  return (
    <View className='fu-mydata__section' {...srRole('region', { 'aria-labelledby': 'fu-mydata-consents' })}>
      <Text id='fu-mydata-consents' className='fu-mydata__title' {...heading(2)}>{t('my.data.consent.title')}</Text>
      <Text className='fu-mydata__text'>{t('my.data.consent.intro')}</Text>
      {consents.status === 'loading' ? <Text className='fu-mydata__text' {...srRole('status')}>{t('my.data.loading')}</Text> : null}
      {consents.status === 'failed' ? (
        <View className='fu-mydata__failed' {...srRole('alert')}>
          <Text className='fu-mydata__error'>{t('my.data.consent.failed')}</Text>
          <Action className='fu-mydata__action fu-mydata__action--plain' onPress={consents.retry}>{t('my.data.retry')}</Action>
        </View>
      ) : null}
      {consents.status === 'ready' && !consents.lines.length ? <Text className='fu-mydata__text'>{t('my.data.consent.empty')}</Text> : null}
      {consents.lines.length ? (
        <View className='fu-mydata__consents' {...srRole('list', { 'aria-labelledby': 'fu-mydata-consents' })}>
          {consents.lines.map(line => (
            <View key={line.id} className='fu-mydata__consent' {...srRole('listitem')}>
              <Text className='fu-mydata__consent-what'>{line.what}</Text>
              {line.how ? <Text className='fu-mydata__consent-how'>{line.how}</Text> : null}
              <Text className='fu-mydata__consent-when'>{line.when}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
}

function DeletionSection({ data }: { data: MyDataData }) {
  const { t, deletion } = data
  const { phase } = deletion
  return (
    <View className='fu-mydata__section fu-mydata__section--danger' {...srRole('region', { 'aria-labelledby': 'fu-mydata-delete' })}>
      <Text id='fu-mydata-delete' className='fu-mydata__title' {...heading(2)}>{t('my.data.delete.title')}</Text>
      {phase === 'loading' ? <Text className='fu-mydata__text' {...srRole('status')}>{t('my.data.loading')}</Text> : null}
      {phase === 'failed' ? (
        <View className='fu-mydata__failed' {...srRole('alert')}>
          <Text className='fu-mydata__error'>{t('my.data.delete.loadFailed')}</Text>
          <Action className='fu-mydata__action fu-mydata__action--plain' onPress={deletion.retry}>{t('my.data.retry')}</Action>
        </View>
      ) : null}
      {phase === 'idle' ? (
        <>
          <Text className='fu-mydata__text'>{t('my.data.delete.intro', { days: deletion.days })}</Text>
          <View className='fu-mydata__actions'>
            <Action className='fu-mydata__action fu-mydata__action--danger' onPress={deletion.ask}>{t('my.data.delete.start')}</Action>
          </View>
        </>
      ) : null}
      {phase === 'confirm' || phase === 'requesting' ? (
        <View className='fu-mydata__confirm' {...srRole('group', { 'aria-labelledby': 'fu-mydata-delete' })}>
          <Text className='fu-mydata__text'>{t('my.data.delete.warning', { days: deletion.days })}</Text>
          <FormField id='fu-mydata-confirm' label={deletion.confirmLabel} error={deletion.confirmError} required>
            {input => (
              <Input
                className='fu-field__input'
                type='text'
                maxlength={254}
                value={deletion.confirm}
                onInput={e => deletion.change(inputValue(e))}
                nativeProps={{ ...input.nativeProps, autoComplete: 'off' }}
                {...input.props}
              />
            )}
          </FormField>
          <View className='fu-mydata__actions'>
            <Action className='fu-mydata__action fu-mydata__action--danger' disabled={phase === 'requesting'} onPress={deletion.request}>{t('my.data.delete.confirm')}</Action>
            <Action className='fu-mydata__action fu-mydata__action--plain' disabled={phase === 'requesting'} onPress={deletion.back}>{t('my.data.delete.back')}</Action>
          </View>
        </View>
      ) : null}
      {phase === 'pending' || phase === 'keeping' ? (
        <View className='fu-mydata__pending' {...srRole('status')}>
          <Text className='fu-mydata__pending-title'>{t('my.data.delete.pending', { date: deletion.due })}</Text>
          <Text className='fu-mydata__text'>{t('my.data.delete.pendingIntro')}</Text>
          <View className='fu-mydata__actions'>
            <Action className='fu-button fu-mydata__action' disabled={phase === 'keeping'} onPress={deletion.keep}>{t('my.data.delete.keep')}</Action>
          </View>
        </View>
      ) : null}
    </View>
  )
}

/** My data: download, consent log, deletion; one column on a phone, download and consents beside deletion on a desktop. */
export const MyDataView = observer(function MyDataView({ data, variant }: { data: MyDataData; variant: Variant }) {
  return (
    <View className={`fu-mydata fu-mydata--${variant}`}>
      <Text className='fu-mydata__intro'>{data.t('my.data.intro')}</Text>
      <View className='fu-mydata__columns'>
        <View className='fu-mydata__column'>
          <DownloadSection data={data} />
          <ConsentSection data={data} />
        </View>
        <View className='fu-mydata__column'>
          <DeletionSection data={data} />
        </View>
      </View>
    </View>
  )
})
