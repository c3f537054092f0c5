import { defineScreen } from '@/components/screen/defineScreen'
import { usePhoneChange, type PhoneChangeData } from './usePhoneChange'
import { PhoneChangeView } from './View'

/** /account/phone (query redirect): add the account's phone with an SMS code, then the redirect. */
export default defineScreen<'accountPhone', PhoneChangeData>({
  use: ({ query }) => usePhoneChange(query),
  // The form is /bind's, with its title; before it (or with a phone already there), the route's.
  title: data => (data.state === 'form' ? data.t('bind.heading') : undefined),
  state: data => ({ status: data.state === 'loading' || data.state === 'failed' ? data.state : 'ready', message: data.loadError, retry: data.retry }),
  view: PhoneChangeView,
})
