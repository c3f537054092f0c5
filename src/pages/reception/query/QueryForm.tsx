import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import { TextEntry } from '@/components/TextEntry'
import type { ReceptionQueryData } from './useReceptionQuery'

/** The lookup form: the way to look up, its fields with their errors, and what was not found. */
export const QueryForm = observer(function QueryForm({ data }: { data: ReceptionQueryData }) {
  const { t } = data
  return (
    <View className='fu-reception__panel'>
      <Text className='fu-reception__note'>{t('reception.query.intro')}</Text>
      <View className='fu-reception__chips' {...srRole('radiogroup', { 'aria-label': t('reception.query.submit') })}>
        {(['code', 'phone'] as const).map(way => (
          <Action key={way} className='fu-reception__chip' role='radio' aria={{ 'aria-checked': data.by === way }} onPress={() => data.choose(way)}>
            {way === 'code' ? t('reception.query.byCode') : t('reception.query.byPhone')}
          </Action>
        ))}
      </View>
      {data.by === 'code' ? (
        <TextEntry id='fu-reception-query-code' label={t('reception.query.code')} maxlength={32} value={data.fields.code}
          onChange={v => data.set('code', v)} onSubmit={data.submit} error={data.errorText('code')} />
      ) : (
        <>
          <TextEntry id='fu-reception-query-name' label={t('reception.query.name')} value={data.fields.name}
            onChange={v => data.set('name', v)} onSubmit={data.submit} error={data.errorText('name')} />
          <TextEntry id='fu-reception-query-phone' label={t('reception.query.phone')} type='number' maxlength={11} value={data.fields.phone}
            onChange={v => data.set('phone', v)} onSubmit={data.submit} error={data.errorText('phone')} />
        </>
      )}
      {data.notice ? <Text className='fu-reception__error' {...srRole('alert')}>{data.notice}</Text> : null}
      <Action className='fu-button' disabled={data.busy} onPress={data.submit}>{t('reception.query.submit')}</Action>
    </View>
  )
})
