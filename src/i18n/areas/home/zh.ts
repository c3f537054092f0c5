/** Messages of the meeting home page blocks. */
const zh = {
  'home.more': '更多',
  'home.live.countdown': '即将开始',
  'home.live.live': '直播中',
  'home.live.paused': '暂停中',
  'home.live.over': '已结束',
  'home.live.replay': '回放',
  'home.hero.events': '报名活动',
  'home.hero.agenda': '查看议程',
  'copilot.name': '会议助手',
  'copilot.entry': '问问{name}',
}

export default zh
