import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { Empty } from '@/components/StateViews'
import { heading } from '@/components/a11y'
import type { DemandCommentData } from './useDemandComment'

/** The post being answered (its loading and failure are the frame's), the comment field with its message, and "send"; a closed post takes none. */
export const DemandCommentBody = observer(function DemandCommentBody({ data }: { data: DemandCommentData }) {
  const { t } = data
  if (data.status === 'missing' || !data.demand) return <Empty text={t('demand.detail.missing')} />
  return (
    <View className='fu-demand-form'>
      <Text className='fu-demand-detail__section-title' {...heading(2)}>{t('demand.comment.about', { title: data.demand.title })}</Text>
      {data.closed ? (
        <Empty text={t('demand.error.closed')} action={{ label: t('demand.detail.back'), onPress: data.back }} />
      ) : (
        <>
          <FormField id='fu-demand-comment' label={t('demand.comment.label')} required controlClassName='fu-field__control--area' error={data.errorText}>
            {input => (
              <Textarea className='fu-field__textarea' maxlength={500} placeholder={t('demand.comment.placeholder')} value={data.content}
                onInput={e => data.setContent(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
            )}
          </FormField>
          <Action className='fu-button fu-demand-form__submit' onPress={data.submit} disabled={data.sending}>{t('demand.comment.submit')}</Action>
          <Action className='fu-demand__link' onPress={data.back}>{t('demand.detail.back')}</Action>
        </>
      )}
    </View>
  )
})
