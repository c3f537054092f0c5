/** Messages of the news list and the news detail. */
const zh = {
  'news.list.empty': '暂无新闻',
  'news.list.total': '共 {total} 条新闻',
  'news.detail.back': '返回新闻列表',
  'news.detail.published': '发布于 {date}',
  'news.detail.missing': '未找到这条新闻',
}

export default zh
