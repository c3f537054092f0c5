import { authorizeParamsFrom, consentScopes, fatalOAuthError, isPartnerAddress, returnHost } from '@/core/oauth'

describe('the authorization request in the address', () => {
  const query = {
    response_type: 'code', client_id: 'expo-trip-planner', redirect_uri: 'https://planner.expotrip.cn/auth/callback', scope: 'profile',
    state: 'a b', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
  }

  it('takes the seven OAuth parameters and leaves our own context keys and empty values out', () => {
    expect(authorizeParamsFrom({ ...query, meeting_id: '660100000000000000000001', lang: 'en', prompt: 'login', scope: '' })).toEqual({ ...query, scope: undefined })
    expect(authorizeParamsFrom({ ...query, meeting_id: 'x' })).toEqual(query)
  })

  it('/oauth/chinaief: the fixed client replaces any client_id in the address', () => {
    expect(authorizeParamsFrom({ ...query, client_id: 'someone-else' }, 'chinaief').client_id).toBe('chinaief')
    const { client_id: _none, ...withoutClient } = query
    expect(authorizeParamsFrom(withoutClient, 'chinaief')).toEqual({ ...withoutClient, client_id: 'chinaief' })
  })
})

it('lists scopes in a fixed order, without unknown ones or repeats', () => {
  expect(consentScopes(['phone', 'profile', 'admin', 'phone'])).toEqual(['profile', 'phone'])
  expect(consentScopes([])).toEqual([])
})

it('tells a request that cannot be answered at all from other refusals', () => {
  expect(fatalOAuthError({ error: 'invalid_client' })).toBe('invalid_client')
  expect(fatalOAuthError({ error: 'invalid_redirect_uri' })).toBe('invalid_redirect_uri')
  expect(fatalOAuthError({ error: 'invalid_scope' })).toBeUndefined()
  expect(fatalOAuthError(undefined)).toBeUndefined()
})

it('follows only http(s) addresses and shows their host', () => {
  expect(isPartnerAddress('https://www.chinaief.com/oauth/callback?code=a&state=b')).toBe(true)
  expect(isPartnerAddress('http://127.0.0.1:8765/cb?code=a')).toBe(true)
  expect(isPartnerAddress('javascript:alert(1)')).toBe(false)
  expect(isPartnerAddress('/meeting/home')).toBe(false)
  expect(isPartnerAddress('//evil.example/cb')).toBe(false)
  expect(isPartnerAddress(undefined)).toBe(false)
  expect(returnHost('https://www.chinaief.com:8443/oauth/callback')).toBe('www.chinaief.com')
  expect(returnHost('not a url')).toBe('')
})
