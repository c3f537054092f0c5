import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { BindView } from '../bind/View'
import { PhoneState } from './PhoneState'
import type { PhoneChangeData } from './usePhoneChange'

/** The /bind layout with its form once the form applies; before, the same layout with the phone the account has. */
export const PhoneChangeView = observer(function PhoneChangeView({ data, variant }: { data: PhoneChangeData; variant: Variant }) {
  if (data.state === 'form') return <BindView data={data.bind} variant={variant} />
  return <BindView data={data.bind} variant={variant} className='fu-phone'><PhoneState data={data} /></BindView>
})
