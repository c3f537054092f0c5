/** The first screen's messages in en (areaLists.ts): one chunk of the H5 build. */
import type { Messages } from '../types'
import common from '../areas/common/en'
import routeTitles from '../areas/routeTitles/en'
import shell from '../areas/shell/en'
import core from '../areas/core/en'
import home from '../areas/home/en'
import live from '../areas/live/en'
import news from '../areas/news/en'

const messages: Messages = { ...common, ...routeTitles, ...shell, ...core, ...home, ...live, ...news }
export default messages
