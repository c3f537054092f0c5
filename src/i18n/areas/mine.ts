import { defineMessages } from './define'

/**
 * Messages of my collection, my meeting log, my credential, clearing the device, the layout preview, the venue
 * check-in, the exhibitor filter and the exhibitor's demand posts.
 */
export default defineMessages(
  {
    'mine.clear.intro': '清除后，本设备上保存的以下数据将被删除，应用会像第一次打开一样重新开始。',
    'mine.clear.item.session': '登录状态（需要重新登录）',
    'mine.clear.item.device': '设备标识',
    'mine.clear.item.cache': '语言选择、搜索记录等缓存',
    'mine.clear.signedIn': '你当前已登录，清除后将退出登录。',
    'mine.clear.action': '清除本设备数据',
    'mine.clear.question': '确定清除本设备上的全部数据吗？',
    'mine.clear.confirm': '清除',
  },
  {
    en: {
      'mine.clear.intro': 'Clearing deletes the following data stored on this device; the app then starts as if opened for the first time.',
      'mine.clear.item.session': 'Your sign-in (you will need to sign in again)',
      'mine.clear.item.device': 'This device’s identifier',
      'mine.clear.item.cache': 'Caches such as your language choice and recent searches',
      'mine.clear.signedIn': 'You are signed in; clearing signs you out.',
      'mine.clear.action': 'Clear this device’s data',
      'mine.clear.question': 'Clear all data stored on this device?',
      'mine.clear.confirm': 'Clear',
    },
    ja: {
      'mine.clear.intro': '消去すると、この端末に保存された次のデータが削除され、アプリは初めて開いたときと同じ状態から始まります。',
      'mine.clear.item.session': 'ログイン状態（再度ログインが必要です）',
      'mine.clear.item.device': '端末の識別子',
      'mine.clear.item.cache': '言語設定や検索履歴などのキャッシュ',
      'mine.clear.signedIn': '現在ログインしています。消去するとログアウトします。',
      'mine.clear.action': 'この端末のデータを消去',
      'mine.clear.question': 'この端末に保存されたすべてのデータを消去しますか？',
      'mine.clear.confirm': '消去',
    },
    ko: {
      'mine.clear.intro': '삭제하면 이 기기에 저장된 다음 데이터가 지워지고, 앱은 처음 열었을 때처럼 다시 시작합니다.',
      'mine.clear.item.session': '로그인 상태(다시 로그인해야 합니다)',
      'mine.clear.item.device': '기기 식별자',
      'mine.clear.item.cache': '언어 선택, 최근 검색 등 캐시',
      'mine.clear.signedIn': '현재 로그인되어 있습니다. 삭제하면 로그아웃됩니다.',
      'mine.clear.action': '이 기기 데이터 삭제',
      'mine.clear.question': '이 기기에 저장된 모든 데이터를 삭제할까요?',
      'mine.clear.confirm': '삭제',
    },
  },
)
