import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Modal } from '@/components/ui/Modal'
import { FieldError, FormField, inputValue } from '@/components/FormField'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import type { ExhibitorBindData } from './useExhibitorBind'
import '../exhibitor.scss'

/** The company: the chosen one (with "change"), or a search by name with the matches to choose from. */
const CompanyPicker = observer(function CompanyPicker({ data }: { data: ExhibitorBindData }) {
  const { t } = data
  if (data.chosen) {
    return (
      <View className='fu-field'>
        <Text className='fu-field__label'>{t('exhibitor.bind.company')}</Text>
        <View className='fu-exhibitor__chosen'>
          <Text className='fu-exhibitor__chosen-name'>{data.chosen.name}</Text>
          <Action className='fu-exhibitor__secondary' onPress={data.change}>{t('exhibitor.bind.change')}</Action>
        </View>
      </View>
    )
  }
  return (
    <FormField id='fu-exhibitor-company' label={t('exhibitor.bind.company')} error={data.errors.company} required
      below={(
        <View className='fu-exhibitor__matches' {...srRole('status', { 'aria-live': 'polite' })}>
          {data.search === 'searching' ? <Text className='fu-exhibitor__hint'>{t('exhibitor.bind.searching')}</Text> : null}
          {data.search === 'failed' ? <Text className='fu-exhibitor__hint'>{t('exhibitor.bind.searchFailed')}</Text> : null}
          {data.search === 'done' && !data.matches.length ? <Text className='fu-exhibitor__hint'>{t('exhibitor.bind.noMatch')}</Text> : null}
          {data.matches.map(company => (
            <Action key={company.id} className='fu-exhibitor__match' aria={{ 'aria-label': t('exhibitor.bind.choose', { company: company.name }) }} onPress={() => data.choose(company)}>
              {company.name}
            </Action>
          ))}
        </View>
      )}
    >
      {input => (
        <>
          <Input
            className='fu-field__input'
            type='text'
            maxlength={60}
            value={data.keyword}
            placeholder={t('exhibitor.bind.searchPlaceholder')}
            confirmType='search'
            onInput={e => data.setKeyword(inputValue(e))}
            onConfirm={data.runSearch}
            nativeProps={{ ...input.nativeProps, type: 'search' }}
            {...input.props}
          />
          <Action className='fu-exhibitor__search' disabled={data.search === 'searching'} onPress={data.runSearch}>{t('exhibitor.bind.search')}</Action>
        </>
      )}
    </FormField>
  )
})

/** The frame's loading and failure: the account, and the invitation's company when there is one. */
export function exhibitorBindState(data: ExhibitorBindData): ScreenState {
  const { bound, preset } = data
  if (bound.status === 'loading' || preset.status === 'loading') return { status: 'loading' }
  if (bound.status === 'failed') return { status: 'failed', retry: bound.retry, message: bound.error }
  if (preset.status === 'failed') return { status: 'failed', retry: preset.retry, message: preset.error }
  return { status: 'ready' }
}

/** The company, the code, and the replace confirmation; the current binding above them. */
const BindForm = observer(function BindForm({ data }: { data: ExhibitorBindData }) {
  const { t, bound } = data
  return (
    <View className='fu-exhibitor__form'>
      {bound.company ? (
        <View className='fu-exhibitor__current' {...srRole('status')}>
          <Text>{t('exhibitor.bind.current', { company: bound.company })}</Text>
          <View className='fu-exhibitor__buttons'>
            <Action className='fu-exhibitor__secondary' role='link' onPress={data.manage}>{t('exhibitor.bind.manage')}</Action>
            <Action className='fu-exhibitor__secondary' role='link' onPress={data.questions}>{t('exhibitor.bind.questions')}</Action>
          </View>
        </View>
      ) : null}
      <Text className='fu-exhibitor__intro'>{t('exhibitor.bind.intro')}</Text>
      <CompanyPicker data={data} />
      <FormField id='fu-exhibitor-code' label={t('exhibitor.bind.code')} error={data.errors.code} required>
        {input => (
          <Input
            className='fu-field__input'
            type='text'
            maxlength={64}
            value={data.code}
            placeholder={t('exhibitor.bind.codePlaceholder')}
            onInput={e => data.setCode(inputValue(e))}
            onConfirm={data.submit}
            nativeProps={{ ...input.nativeProps, autoComplete: 'off', autoCapitalize: 'characters' }}
            {...input.props}
          />
        )}
      </FormField>
      <Action className='fu-exhibitor__submit' disabled={data.submitting} onPress={data.submit}>
        {t(data.submitting ? 'exhibitor.bind.submitting' : 'exhibitor.bind.submit')}
      </Action>
      <Modal
        id='fu-exhibitor-replace'
        alert
        open={data.confirming}
        title={t('exhibitor.bind.replaceTitle')}
        onClose={data.keepCurrent}
        actions={[
          { label: t('exhibitor.bind.replaceCancel'), onPress: data.keepCurrent },
          { label: t('exhibitor.bind.replaceConfirm'), onPress: data.confirmReplace, tone: 'primary', disabled: data.submitting },
        ]}
      >
        <Text>{t('exhibitor.bind.replaceText')}</Text>
      </Modal>
      <FieldError id='fu-exhibitor-bind' text={data.notice} />
    </View>
  )
})

/** The binding form, the replace confirmation and the current binding in a card (centred on a desktop). */
export const ExhibitorBindView = observer(function ExhibitorBindView({ data, variant }: { data: ExhibitorBindData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-exhibitor fu-exhibitor--${variant}`}>
      <View className='fu-exhibitor__card'>
        {data.preset.missing ? <Empty text={t('exhibitor.bind.companyMissing')} /> : <BindForm data={data} />}
      </View>
    </View>
  )
})
