import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useChangeEmail } from './useChangeEmail'
import { ChangeEmailMobile } from './mobile'
import { ChangeEmailDesktop } from './desktop'
import './email.scss'

/** /account/email and /my/email (query redirect): add the account's e-mail with a code, then the redirect. */
export default observer(function ChangeEmailScreen({ query }: { query: Record<string, string> }) {
  const data = useChangeEmail(query)
  return useDeviceVariant() === 'desktop' ? <ChangeEmailDesktop data={data} /> : <ChangeEmailMobile data={data} />
})
