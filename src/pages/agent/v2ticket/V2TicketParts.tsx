import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { srRole } from '@/components/a11y'
import { TicketTypes } from '@/components/registration/TicketTypes'
import { GroupInfoForm } from '../group/AgentParts'
import type { AgentV2TicketData } from './useAgentV2Ticket'
import '../group/agent.scss'

/** How many people: − and + beside a number field, the allowed range said under it when wrong. */
const QuantityField = observer(function QuantityField({ data }: { data: AgentV2TicketData }) {
  const { t } = data
  const range = { min: data.minQuantity, max: data.maxQuantity || '∞' }
  return (
    <FormField id='fu-agent-quantity' className='fu-agent__field' label={t('agent.v2.quantity')} required
      hint={t('agent.v2.quantityRange', range)} error={data.errors.quantity ? t(data.errors.quantity, range) : ''}>
      {input => (
        <>
          <Action className='fu-agent__link' aria={{ 'aria-label': t('agent.v2.decrease') }} disabled={data.quantity <= data.minQuantity} onPress={() => data.changeQuantity(data.quantity - 1)}>−</Action>
          <Input className='fu-field__input' type='number' value={String(data.quantity)} onInput={e => data.changeQuantity(Number(inputValue(e)))}
            nativeProps={{ ...input.nativeProps, inputMode: 'numeric' }} {...input.props} />
          <Action className='fu-agent__link' aria={{ 'aria-label': t('agent.v2.increase') }} disabled={!!data.maxQuantity && data.quantity >= data.maxQuantity} onPress={() => data.changeQuantity(data.quantity + 1)}>+</Action>
        </>
      )}
    </FormField>
  )
})

/** Ticket type, quantity, group information, the total and the pay button. */
export const V2TicketBody = observer(function V2TicketBody({ data }: { data: AgentV2TicketData }) {
  const { t, notice } = data
  return (
    <>
      <TicketTypes data={data} />
      <View className='fu-agent__section'><QuantityField data={data} /></View>
      <GroupInfoForm data={data} />
      <View className='fu-agent__section'>
        <Text className='fu-agent__section-title' {...srRole('status')}>{t('agent.v2.total', { amount: data.totalText })}</Text>
        {notice ? <Text className={`fu-agent__notice fu-agent__notice--${notice.kind}`} {...srRole(notice.kind === 'error' ? 'alert' : 'status')}>{t(notice.key, notice.params)}</Text> : null}
        <Action className='fu-agent__submit' disabled={data.busy} onPress={data.submit}>{data.submitLabel}</Action>
      </View>
    </>
  )
})
