/**
 * The partner sites registered with this platform's OAuth 2.0 authorization server (server/modules/accounts/oauth.routes.ts):
 * CHINAIEF, the pre-registered partner of /oauth/chinaief (a confidential client: its server exchanges codes with its
 * secret, DEV_OAUTH_CLIENT_SECRET in development), and a trip-planning web app (a public client: PKCE only) that may
 * read the visitor's profile and e-mail address but not the phone number.
 */
import type { Tx } from '../db/client'
import { oauthClients } from '../db/schema'
import { DEV_OAUTH_CLIENT_SECRET } from '../modules/accounts/devDefaults'
import { hashSecret } from '../modules/accounts/oauth'
import { CHINAIEF_CLIENT_ID } from '../../types/oauth'
import { img, L } from './text'

export const OAUTH_CLIENTS = {
  chinaief: { client_id: CHINAIEF_CLIENT_ID, redirect_uri: 'https://www.chinaief.com/oauth/callback' },
  planner: { client_id: 'expo-trip-planner', redirect_uri: 'https://planner.expotrip.cn/auth/callback' },
} as const

export async function seedOAuthClients(db: Tx): Promise<void> {
  await db.insert(oauthClients).values([
    {
      client_id: OAUTH_CLIENTS.chinaief.client_id,
      type: 'confidential',
      secret_hash: hashSecret(DEV_OAUTH_CLIENT_SECRET),
      redirect_uris: [OAUTH_CLIENTS.chinaief.redirect_uri],
      scopes: ['profile', 'email', 'phone'],
      doc: {
        name: L('中国国际会展网 CHINAIEF', 'CHINAIEF China International Exhibitions', 'CHINAIEF 中国国際展示会ネット', 'CHINAIEF 중국 국제 전시 네트워크'),
        logo: img('partner-chinaief.svg'),
        website: 'https://www.chinaief.com',
      },
    },
    {
      client_id: OAUTH_CLIENTS.planner.client_id,
      type: 'public',
      secret_hash: null,
      redirect_uris: [OAUTH_CLIENTS.planner.redirect_uri],
      scopes: ['profile', 'email'],
      doc: {
        name: L('展会行程助手', 'Expo Trip Planner', '展示会トリッププランナー', '전시회 여행 플래너'),
        logo: img('partner-planner.svg'),
        website: 'https://planner.expotrip.cn',
      },
    },
  ])
}
