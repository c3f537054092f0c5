import { Input, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { FormField, inputValue } from '@/components/FormField'
import { AREA_CODE } from '@/components/useCodeSender'
import { useStores } from '@/stores'

/** A mainland mobile number after its fixed +86: login's phone tab, /bind and /account/phone. */
export const PhoneField = observer(function PhoneField({ id, value, error, onChange }: { id: string; value: string; error: string; onChange: (value: string) => void }) {
  const { t } = useStores().language
  return (
    <FormField id={id} label={t('login.phone.label')} error={error}>
      {input => (
        <>
          <Text className='fu-field__prefix' aria-hidden>+{AREA_CODE}</Text>
          <Input
            className='fu-field__input'
            type='number'
            maxlength={11}
            value={value}
            placeholder={t('login.phone.placeholder')}
            onInput={e => onChange(inputValue(e))}
            nativeProps={{ ...input.nativeProps, autoComplete: 'tel-national', inputMode: 'tel' }}
            {...input.props}
          />
        </>
      )}
    </FormField>
  )
})
