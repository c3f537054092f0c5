/** The first screen's messages in zh (areaLists.ts): one chunk of the H5 build. */
import type { Messages } from '../types'
import common from '../areas/common/zh'
import routeTitles from '../areas/routeTitles/zh'
import shell from '../areas/shell/zh'
import core from '../areas/core/zh'
import home from '../areas/home/zh'
import live from '../areas/live/zh'
import news from '../areas/news/zh'

const messages: Messages = { ...common, ...routeTitles, ...shell, ...core, ...home, ...live, ...news }
export default messages
