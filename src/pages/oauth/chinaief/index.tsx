import { CHINAIEF_CLIENT_ID } from '@fu-types/oauth'
import { defineScreen } from '@/components/screen/defineScreen'
import { ConsentView } from '../consent/ConsentView'
import { useOAuthConsent, type OAuthConsentData } from '../consent/useOAuthConsent'

/** /oauth/chinaief: the same consent as /oauth/authorize for the one pre-registered partner (its client id is fixed). */
export default defineScreen<'oauthChinaief', OAuthConsentData>({
  use: ({ query }) => useOAuthConsent('oauthChinaief', query, CHINAIEF_CLIENT_ID),
  view: ConsentView,
  state: data => (data.state === 'failed' ? { status: 'failed', message: data.error, retry: data.retry } : { status: data.state === 'loading' ? 'loading' : 'ready' }),
})
