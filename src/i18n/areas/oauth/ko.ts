import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'oauth.logoAlt': '{name} 로고',
  'oauth.asks': '{name}에서 이 플랫폼 계정으로 로그인하려고 합니다',
  'oauth.willGet': '동의하면 {name}에서 다음 정보를 받습니다:',
  'oauth.scope.profile': '닉네임, 프로필 사진, 표시 언어',
  'oauth.scope.email': '이메일 주소',
  'oauth.scope.phone': '휴대폰 번호',
  'oauth.signedInAs': '로그인한 계정: {name}',
  'oauth.switchAccount': '다른 계정 사용',
  'oauth.returnTo': '완료 후 {host}(으)로 돌아갑니다',
  'oauth.allow': '동의하고 계속',
  'oauth.deny': '거부',
  'oauth.leaving': '{name}(으)로 돌아가는 중…',
  'oauth.decisionFailed': '응답을 보내지 못했습니다: {reason}',
  'oauth.invalid.invalid_client': '인증할 수 없습니다: 등록되지 않은 애플리케이션입니다',
  'oauth.invalid.invalid_redirect_uri': '인증할 수 없습니다: 돌아갈 주소가 등록된 주소와 다릅니다',
  'oauth.invalidHint': '연 인증 링크가 잘못되었습니다. 로그인을 요청한 사이트에 문의하세요. 계정 보호를 위해 해당 주소로 이동하지 않습니다.',
  'oauth.home': '홈으로 돌아가기',
  'oauth.unavailable': '{name}에 로그인하려면 이 페이지를 브라우저에서 여세요.',
}

export default ko
