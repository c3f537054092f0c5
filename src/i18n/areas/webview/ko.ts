import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'webview.frameTitle': '외부 페이지: {host}',
  'webview.openNewTab': '새 탭에서 열기',
  'webview.opened': '새 탭에서 열었습니다',
  'webview.missing': '열 링크가 없습니다',
  'webview.back': '홈으로 돌아가기',
  'webview.notFramed': '이 링크는 이 페이지 안에 표시할 수 없습니다. 새 탭에서 열거나 링크를 복사하세요.',
  'copyLink.title': '링크 복사',
  'copyLink.hint': '이 링크는 여기에서 열 수 없습니다. 복사한 뒤 브라우저에서 여세요.',
  'copyLink.label': '링크',
  'copyLink.copy': '링크 복사',
  'copyLink.close': '닫기',
  'bridge.login.working': 'WeChat으로 로그인하는 중…',
  'bridge.login.returning': '로그인했습니다. 돌아가는 중…',
  'bridge.login.failed': 'WeChat 로그인에 실패했습니다. 다시 시도하세요',
  'bridge.login.bindTitle': '휴대폰 번호 연결',
  'bridge.login.bindHint': '처음 WeChat으로 로그인합니다. 먼저 휴대폰 번호를 연결하세요.',
  'bridge.login.usePhone': 'WeChat 휴대폰 번호 사용',
  'bridge.login.orSms': '또는 SMS 인증번호로 연결',
  'bridge.login.phoneDenied': 'WeChat 휴대폰 번호를 받지 못했습니다. SMS 인증번호를 이용하세요',
  'bridge.login.submit': '연결하고 로그인',
  'bridge.pay.linking': '결제를 위해 위챗을 연결하는 중…',
  'bridge.pay.paying': 'WeChat Pay를 여는 중…',
  'bridge.pay.checking': '결제 결과를 확인하는 중…',
  'bridge.pay.paid': '결제가 완료되었습니다. 돌아가는 중…',
  'bridge.pay.pending': '아직 결제가 확인되지 않았습니다. 이미 결제하셨다면 잠시 후 다시 확인해 주세요.',
  'bridge.pay.wechatTaken': '이 위챗은 다른 계정에 연결되어 있어 이 계정의 결제에 사용할 수 없습니다. 해당 계정으로 로그인하거나 다른 위챗을 사용하세요.',
  'bridge.pay.failed': '결제가 완료되지 않았습니다. 주문은 미결제 상태입니다',
  'bridge.pay.checkFailed': '결제 결과를 확인할 수 없습니다. 네트워크를 확인한 후 다시 시도해 주세요',
  'bridge.pay.checkAgain': '다시 확인',
<<<<<<< HEAD
  'bridge.pay.ticketRefused': '이 결제의 일회용 로그인이 만료되었거나 이미 사용되었습니다(1분간, 한 번만 유효). 돌아가서 결제를 다시 눌러 주세요.',
  'bridge.pay.retry': '돌아가서 다시 결제',
=======
  'bridge.file.downloading': '{name} 다운로드 중…',
  'bridge.file.ready': '{name} 다운로드가 완료되었습니다.',
  'bridge.file.shareHint': '채팅(예: 파일 전송 도우미)으로 보내면 컴퓨터에서 열 수 있습니다.',
  'bridge.file.open': '열기',
  'bridge.file.share': '채팅으로 보내기',
  'bridge.file.failed': '파일을 다운로드하지 못했습니다. 다시 시도해 주세요',
  'bridge.file.openFailed': '이 파일은 여기서 열 수 없습니다. 채팅으로 보내 주세요',
  'bridge.file.shareFailed': '파일이 전송되지 않았습니다',
>>>>>>> wt-beyond
}

export default ko
