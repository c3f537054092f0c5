import { defineMessages } from './define'

/** Messages of the /etc/redirect?hash= screen (short links, SPEC §7 Static). */
export default defineMessages(
  {
    'shortLink.opening': '正在打开链接…',
    'shortLink.unknown': '链接已失效或不存在',
    'shortLink.unknownHint': '请向分享者索取新的链接。',
    'shortLink.opened': '链接已在新窗口打开',
    'shortLink.openAgain': '再次打开',
    'shortLink.home': '返回首页',
  },
  {
    en: {
      'shortLink.opening': 'Opening the link…',
      'shortLink.unknown': 'This link has expired or is unknown',
      'shortLink.unknownHint': 'Ask whoever shared it for a new link.',
      'shortLink.opened': 'The link opened in a new window',
      'shortLink.openAgain': 'Open again',
      'shortLink.home': 'Back to home',
    },
    ja: {
      'shortLink.opening': 'リンクを開いています…',
      'shortLink.unknown': 'このリンクは期限切れか、存在しません',
      'shortLink.unknownHint': '共有した方に新しいリンクをお求めください。',
      'shortLink.opened': 'リンクを新しいウィンドウで開きました',
      'shortLink.openAgain': 'もう一度開く',
      'shortLink.home': 'ホームに戻る',
    },
    ko: {
      'shortLink.opening': '링크를 여는 중…',
      'shortLink.unknown': '만료되었거나 알 수 없는 링크입니다',
      'shortLink.unknownHint': '공유한 분에게 새 링크를 요청하세요.',
      'shortLink.opened': '링크를 새 창에서 열었습니다',
      'shortLink.openAgain': '다시 열기',
      'shortLink.home': '홈으로 돌아가기',
    },
  },
)
