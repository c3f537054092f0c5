// The servers the e2e suite starts inherit this: a sign-in code may be asked for again after 1 s instead of 60 s, so
// a file can sign the same seeded account in for each viewport without waiting a minute (server/modules/accounts/codes.ts reads it
// outside production only).
process.env.FU_CODE_RESEND_SECONDS = '1'
