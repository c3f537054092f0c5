/** Messages of the live list, a live's state and countdown (the home shows them); the live's own page: liveDetail/. */
const zh = {
  'live.list.open': '查看直播：{title}',
  'live.list.empty': '暂无直播',
  'live.list.total': '共 {total} 场直播',
  'live.state.countdown': '未开始',
  'live.state.live': '直播中',
  'live.state.paused': '暂停中',
  'live.state.over': '已结束',
  'live.state.replay': '回放',
  'live.countdown': '距开始 {clock}',
  'live.countdown.days': '距开始 {days} 天 {clock}',
  'live.detail.reminded': '已设置提醒：开播前 10 分钟通过短信和邮件提醒您',
}

export default zh
