import { defineScreen } from '@/components/screen/defineScreen'
import { useLogin, type LoginData } from './useLogin'
import { LoginMobile } from './mobile'
import { LoginDesktop } from './desktop'

/**
 * /login (query redirect, meeting_id, agreed): phone or e-mail with a code, the runtime's other sign-in ways, and on
 * desktop the WeChat QR code; then back to the redirect. Two layouts: the desktop card adds the welcome and the QR panel.
 */
export default defineScreen<'login', LoginData>({
  use: ({ query }) => useLogin(query),
  mobile: LoginMobile,
  desktop: LoginDesktop,
})
