/**
 * Which files WeChat's document viewer opens, without Taro: the H5 bridge screen asks it too, and importing
 * weappFiles (Taro's file APIs) from the platform index would put Taro's runtime into every bundle and test.
 */

/** The types WeChat's openDocument shows. */
const VIEWABLE = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf'] as const
export type Viewable = typeof VIEWABLE[number]

export const fileExtension = (name: string) => (name.match(/\.([A-Za-z0-9]{1,8})$/)?.[1] ?? '').toLowerCase()

/** Whether WeChat's viewer opens a file of this name (a CSV it does not: that one is sent to a chat). */
export const viewableInWechat = (name: string) => (VIEWABLE as readonly string[]).includes(fileExtension(name))
