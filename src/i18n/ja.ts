import type { Catalogue } from './zh'

const ja: Catalogue = {
  'app.name': 'FU イベント',
  'common.loading': '読み込み中…',
  'common.retry': '再試行',
  'common.empty': 'まだ何もありません',
  'common.failed': '読み込みに失敗しました',
  'common.know': 'わかりました',
  'common.confirm': 'OK',
  'common.cancel': 'キャンセル',
  'common.free': '無料',
  'common.language': '言語',
  'common.back': '戻る',
  'common.home': 'ホーム',
  'error.request': 'リクエストに失敗しました',
  'error.network': 'ネットワークエラーです。再読み込みしてください',
  'token.invalid': 'ログインの有効期限が切れました。もう一度ログインしてください',
  'copy.success': 'コピーしました',
  'copy.fail': 'コピーに失敗しました',
  'title.meeting.home': 'イベントホーム',
  'title.404': 'ページが見つかりません',
  'title.204': 'コンテンツは削除されました',
  'meeting.dates': '開催日時',
  'meeting.poweredBy': 'Powered by',
  'page.notFound.text': 'お探しのページは存在しません。',
  'page.deleted.text': 'このコンテンツは削除されました。',
}
export default ja
