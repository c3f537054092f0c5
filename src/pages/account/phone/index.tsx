import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { usePhoneChange } from './usePhoneChange'
import { PhoneChangeMobile } from './mobile'
import { PhoneChangeDesktop } from './desktop'
import '../bind/bind.scss'

/** /account/phone (query redirect): add the account's phone with an SMS code, then the redirect. */
export default observer(function PhoneChangeScreen({ query }: { query: Record<string, string> }) {
  const data = usePhoneChange(query)
  return useDeviceVariant() === 'desktop' ? <PhoneChangeDesktop data={data} /> : <PhoneChangeMobile data={data} />
})
