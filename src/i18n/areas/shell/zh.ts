/** Messages of the app shell: the mobile tab bar, the desktop top bar's navigation, the back button. */
const zh = {
  'shell.tabs': '会议导航',
  'shell.navigation': '会议导航',
  'shell.home': '首页',
  'shell.more': '更多',
  'shell.moreEntries': '更多导航',
  'shell.back': '返回',
  'shell.backHome': '返回首页',
  'shell.navigationFailed': '导航加载失败，点击重试',
  'shell.navigationOffline': '当前离线，联网后显示导航',
}

export default zh
