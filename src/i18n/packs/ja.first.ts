/** The first screen's messages in ja (areaLists.ts): one chunk of the H5 build. */
import type { Messages } from '../types'
import common from '../areas/common/ja'
import routeTitles from '../areas/routeTitles/ja'
import shell from '../areas/shell/ja'
import core from '../areas/core/ja'
import home from '../areas/home/ja'
import live from '../areas/live/ja'
import news from '../areas/news/ja'

const messages: Messages = { ...common, ...routeTitles, ...shell, ...core, ...home, ...live, ...news }
export default messages
