/** /my/email: the same screen as /account/email (add the account's e-mail with a code). */
export { default } from '@/pages/account/email'
