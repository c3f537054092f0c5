/** The mini-program's web-view shell page, which opens an H5 route given as `link`. */
export const FU_H5_PAGE = '/pages/fu-h5/index'

/** The mini-program page path that opens H5 route `link`. */
export function fuH5PagePath(link: string): string {
  return `${FU_H5_PAGE}?link=${encodeURIComponent(link)}`
}
