import { defineScreen } from '@/components/screen/defineScreen'
import { useChangeEmail, type ChangeEmailData } from './useChangeEmail'
import { ChangeEmailView } from './View'

/**
 * /account/email, and /my/email which shows this same screen (query redirect): add the account's e-mail with a code,
 * then the redirect.
 */
export default defineScreen<'accountEmail', ChangeEmailData>({
  use: ({ query }) => useChangeEmail(query),
  title: data => data.t('my.email.heading'),
  state: data => ({ status: data.state === 'loading' || data.state === 'failed' ? data.state : 'ready', message: data.loadError, retry: data.retry }),
  view: ChangeEmailView,
})
