import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'oauth.logoAlt': '{name} logo',
  'oauth.asks': '{name} wants to sign you in with your account on this platform',
  'oauth.willGet': 'If you agree, {name} will get:',
  'oauth.scope.profile': 'Your name, profile picture and language',
  'oauth.scope.email': 'Your e-mail address',
  'oauth.scope.phone': 'Your mobile number',
  'oauth.signedInAs': 'Signed in as {name}',
  'oauth.switchAccount': 'Use another account',
  'oauth.returnTo': 'You will then return to {host}',
  'oauth.allow': 'Allow and continue',
  'oauth.deny': 'Deny',
  'oauth.leaving': 'Returning to {name}…',
  'oauth.decisionFailed': 'Could not send your answer: {reason}',
  'oauth.invalid.invalid_client': 'Cannot authorize: this application is not registered here',
  'oauth.invalid.invalid_redirect_uri': 'Cannot authorize: the return address is not the one registered for this application',
  'oauth.invalidHint': 'The sign-in link you opened is wrong; please contact the site that sent you. To protect your account we will not send you to that address.',
  'oauth.home': 'Back to home',
  'oauth.unavailable': 'Open this page in a browser to sign in to {name}.',
}

export default en
