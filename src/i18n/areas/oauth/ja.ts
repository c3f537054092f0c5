import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'oauth.logoAlt': '{name} のロゴ',
  'oauth.asks': '{name} が、このプラットフォームのアカウントでのログインを求めています',
  'oauth.willGet': '同意すると、{name} は次の情報を取得します：',
  'oauth.scope.profile': 'ニックネーム、プロフィール画像、表示言語',
  'oauth.scope.email': 'メールアドレス',
  'oauth.scope.phone': '携帯電話番号',
  'oauth.signedInAs': 'ログイン中のアカウント：{name}',
  'oauth.switchAccount': '別のアカウントを使う',
  'oauth.returnTo': '完了後、{host} に戻ります',
  'oauth.allow': '同意して続ける',
  'oauth.deny': '拒否する',
  'oauth.leaving': '{name} に戻っています…',
  'oauth.decisionFailed': '送信できませんでした：{reason}',
  'oauth.invalid.invalid_client': '認可できません：このアプリは登録されていません',
  'oauth.invalid.invalid_redirect_uri': '認可できません：戻り先のアドレスが登録内容と一致しません',
  'oauth.invalidHint': '開いた認可リンクに誤りがあります。ログインを求めたサイトにお問い合わせください。アカウント保護のため、そのアドレスへは移動しません。',
  'oauth.home': 'ホームに戻る',
  'oauth.unavailable': '{name} にログインするには、このページをブラウザで開いてください。',
}

export default ja
