import { defineMessages } from './define'

/** Messages of the meeting home page blocks. */
export default defineMessages(
  {
    'home.more': '更多',
    'home.live.countdown': '即将开始',
    'home.live.live': '直播中',
    'home.live.paused': '暂停中',
    'home.live.over': '已结束',
    'home.live.replay': '回放',
  },
  {
    en: {
      'home.more': 'More',
      'home.live.countdown': 'Starting soon',
      'home.live.live': 'Live',
      'home.live.paused': 'Paused',
      'home.live.over': 'Ended',
      'home.live.replay': 'Replay',
    },
    ja: {
      'home.more': 'もっと見る',
      'home.live.countdown': 'まもなく開始',
      'home.live.live': 'ライブ中',
      'home.live.paused': '一時停止中',
      'home.live.over': '終了',
      'home.live.replay': 'アーカイブ',
    },
    ko: {
      'home.more': '더 보기',
      'home.live.countdown': '곧 시작',
      'home.live.live': '라이브',
      'home.live.paused': '일시 중지',
      'home.live.over': '종료',
      'home.live.replay': '다시 보기',
    },
  },
)
