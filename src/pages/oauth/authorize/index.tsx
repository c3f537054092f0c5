import { defineScreen } from '@/components/screen/defineScreen'
import { ConsentView } from '../consent/ConsentView'
import { useOAuthConsent, type OAuthConsentData } from '../consent/useOAuthConsent'

/**
 * /oauth/authorize (response_type, client_id, redirect_uri, scope, state, code_challenge, code_challenge_method):
 * a registered partner site asks to sign the visitor in (OAuth 2.0 authorization code with PKCE); the consent.
 */
export default defineScreen<'oauthAuthorize', OAuthConsentData>({
  use: ({ query }) => useOAuthConsent('oauthAuthorize', query),
  view: ConsentView,
  state: data => (data.state === 'failed' ? { status: 'failed', message: data.error, retry: data.retry } : { status: data.state === 'loading' ? 'loading' : 'ready' }),
})
