import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'cashier.amount': '결제 금액',
  'cashier.orderNumber': '주문 번호',
  'cashier.item': '구매 내용',
  'cashier.activity': '행사',
  'cashier.ticketType': '티켓 종류',
  'cashier.quantity': '수량',
  'cashier.quantityValue': '{count}장',
  'cashier.methods': '결제 수단',
  'cashier.method.wechat': 'WeChat Pay',
  'cashier.method.demo': '데모 결제',
  'cashier.demoNote': '데모 결제 — 실제로 요금이 청구되지 않습니다',
  'cashier.timeLeft': '남은 결제 시간',
  'cashier.timeLeftNote': '카운트다운이 끝나기 전에 결제하세요. 시간이 지나면 주문이 닫히고 자리는 다시 판매됩니다.',
  'cashier.pay': '{amount} 결제',
  'cashier.paying': '결제 중…',
  'cashier.cancel': '주문 취소',
  'cashier.cancelling': '취소 중…',
  'cashier.cancelled': '주문이 취소되었습니다',
  'cashier.cancelFailed': '주문을 취소하지 못했습니다: {message}',
  'cashier.payCancelled': '결제가 취소되었습니다. 주문은 유지되므로 다시 결제할 수 있습니다.',
  'cashier.payPending': 'WeChat Pay에서 아직 이 결제를 확인하지 않았습니다. 주문을 다시 확인하고 있으며, 확인되면 결제 완료로 표시됩니다.',
  'cashier.payFailed': '결제 요청에 실패했습니다. 다시 시도하세요',
  'cashier.payNeedsWechat': '위챗페이를 사용하려면 먼저 이 계정에 위챗을 연결해야 합니다. 미니프로그램에서 위챗으로 로그인한 뒤 다시 결제하세요.',
  'cashier.expired.title': '주문이 만료되었습니다',
  'cashier.expired.text': '기한 내에 결제되지 않아 주문이 닫혔으며, 자리는 다시 판매 중입니다.',
  'cashier.closed.title': '닫힌 주문입니다',
  'cashier.closed.text': '이 주문은 취소되어 결제할 필요가 없습니다.',
  'cashier.paid.title': '결제된 주문입니다',
  'cashier.paid.text': '이 주문은 이미 결제가 완료되었습니다.',
  'cashier.startAgain': '다시 신청하기',
  'cashier.openResult': '신청 결과 보기',
  'cashier.notFound': '주문을 찾을 수 없습니다',
  'cashier.payNow': '결제하기',
  'cashier.payNowLabel': '주문 {number} 결제',
}

export default ko
