import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { MEMBER_FIELDS } from '../group/AgentParts'
import type { AgentV2MemberData } from './useAgentV2Member'
import '../group/agent.scss'

/** The member form (one layout in both variants). */
export const AgentV2MemberView = observer(function AgentV2MemberView({ data, variant }: { data: AgentV2MemberData; variant: Variant }) {
  return (
    <View className={`fu-agent fu-agent--${variant}`}>
      <View className='fu-agent__body'><MemberForm data={data} /></View>
    </View>
  )
})

/** One member's name, mobile, e-mail and ID number, with errors beside them, and save. */
const MemberForm = observer(function MemberForm({ data }: { data: AgentV2MemberData }) {
  const { t } = data
  if (data.status === 'notFound') return <Empty text={t('agent.v2.ticketMissing')} />
  return (
    <View className='fu-agent__section'>
      {MEMBER_FIELDS.map(f => (
        <FormField key={f.field} id={`fu-agent-v2-${f.field}`} className='fu-agent__field' label={t(f.label)} required={f.required}
          optional={t('agent.member.optional')} error={data.errorText(data.errors[f.field])}>
          {input => (
            <Input className='fu-field__input' type={f.type} maxlength={f.maxlength} value={data.fields[f.field]}
              onInput={e => data.setField(f.field, inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
          )}
        </FormField>
      ))}
      {data.notice ? <Text className='fu-agent__notice fu-agent__notice--error' {...srRole('alert')}>{t(data.notice)}</Text> : null}
      <Action className='fu-agent__submit' disabled={data.saving} onPress={data.save}>{t(data.saving ? 'agent.submitting' : 'agent.v2.save')}</Action>
    </View>
  )
})
