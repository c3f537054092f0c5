import { defineScreen } from '@/components/screen/defineScreen'
import { MyCredentialView } from './View'
import { useMyCredential, type MyCredentialData } from './useMyCredential'

/** /credential: my credential for this meeting with its QR pass. */
export default defineScreen<'credential', MyCredentialData>({
  use: ({ meeting }) => useMyCredential(meeting),
  view: MyCredentialView,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
})
