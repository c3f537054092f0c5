/** The first screen's messages in ko (areaLists.ts): one chunk of the H5 build. */
import type { Messages } from '../types'
import common from '../areas/common/ko'
import routeTitles from '../areas/routeTitles/ko'
import shell from '../areas/shell/ko'
import core from '../areas/core/ko'
import home from '../areas/home/ko'
import live from '../areas/live/ko'
import news from '../areas/news/ko'

const messages: Messages = { ...common, ...routeTitles, ...shell, ...core, ...home, ...live, ...news }
export default messages
