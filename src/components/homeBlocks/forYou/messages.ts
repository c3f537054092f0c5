/**
 * The block's messages elsewhere: the mini-program's native pages carry the forYou area (i18n/packs/weapp.ts), and tests
 * load every area. The H5 build brings them with the block's chunk (messages.h5.ts).
 */
export {}
