/** Messages of the mini-program's native pages: the detail frame, reminders, the phone calendar and the privacy sheet. */
const zh = {
  'native.openMore': '打开完整页面',
  'native.threadShare': '{name}：{excerpt}',
  'native.pullToRefresh': '下拉可刷新',
  'native.copyContact': '复制联系方式',
  'native.call': '拨打电话',
  'native.remind': '开播提醒我',
  'native.remindDone': '已订阅：开播前 10 分钟在微信中提醒您',
  'native.remindRefused': '未订阅微信提醒，可在设置中重新开启',
  'native.remindFailed': '设置提醒失败，请重试',
  'native.remindNoLive': '暂无即将开始的直播',
  'calendar.add': '添加到手机日历',
  'calendar.addFile': '添加到日历',
  'calendar.added': '已添加到日历',
  'calendar.failed': '未能添加到日历',
  'calendar.appointmentTitle': '与{name}的洽谈',
  'native.privacy.title': '隐私保护提示',
  'native.privacy.text': '使用手机号、图片或扫码功能前，请阅读并同意我们的隐私保护指引。拒绝后该功能将无法使用。',
  'native.privacy.contract': '查看隐私保护指引',
  'native.privacy.agree': '同意',
  'native.privacy.refuse': '拒绝',
}

export default zh
