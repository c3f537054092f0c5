import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useLogin } from './useLogin'
import { LoginMobile } from './mobile'
import { LoginDesktop } from './desktop'

/**
 * /login (query redirect, meeting_id, agreed): phone or e-mail with a code, the runtime's other sign-in ways, and on
 * desktop the WeChat QR code; then back to the redirect.
 */
export default observer(function LoginScreen({ query }: { query: Record<string, string> }) {
  const data = useLogin(query)
  return useDeviceVariant() === 'desktop' ? <LoginDesktop data={data} /> : <LoginMobile data={data} />
})
