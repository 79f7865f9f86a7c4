/**
 * The few platform messages the fake platform has in every language the app shows, by the
 * platform's own language codes (the `lang` header, set_language). Any other message, or a
 * language it does not have, stays in English.
 */
const WORDS: Record<string, Record<string, string>> = {
  'Language switched': {
    'zh-CN': '语言已切换',
    hant: '語言已切換',
    han: '언어가 변경되었습니다',
    ri: '言語を切り替えました',
    tai: 'เปลี่ยนภาษาแล้ว',
    vi: 'Đã đổi ngôn ngữ',
  },
  'Please register your shop': {
    'zh-CN': '请先注册店铺',
    hant: '請先註冊店鋪',
    han: '먼저 상점을 등록해 주세요',
    ri: '先にショップを登録してください',
    tai: 'กรุณาลงทะเบียนร้านค้าก่อน',
    vi: 'Vui lòng đăng ký cửa hàng trước',
  },
  'Your shop is under review, please wait': {
    'zh-CN': '店铺审核中，请耐心等待',
    hant: '店鋪審核中，請耐心等待',
    han: '상점을 심사 중입니다. 잠시 기다려 주세요',
    ri: 'ショップは審査中です。しばらくお待ちください',
    tai: 'ร้านค้าอยู่ระหว่างการตรวจสอบ กรุณารอสักครู่',
    vi: 'Cửa hàng đang được xét duyệt, vui lòng chờ',
  },
  'Your shop application was rejected, please contact customer service': {
    'zh-CN': '店铺申请未通过，请联系客服',
    hant: '店鋪申請未通過，請聯繫客服',
    han: '상점 신청이 거절되었습니다. 고객센터에 문의해 주세요',
    ri: 'ショップの申請は却下されました。カスタマーサービスにお問い合わせください',
    tai: 'คำขอเปิดร้านถูกปฏิเสธ กรุณาติดต่อฝ่ายบริการลูกค้า',
    vi: 'Đơn đăng ký cửa hàng bị từ chối, vui lòng liên hệ chăm sóc khách hàng',
  },
};

/** `english` in the language of the platform code `lang` where the fake has it. */
export function say(english: string, lang: string | null): string {
  const code = lang === 'vn' ? 'vi' : (lang ?? '');
  return WORDS[english]?.[code] ?? english;
}

/** The language of a request: its `lang` header (the platform's code), or null. */
export function requestLanguage(request: Request): string | null {
  return request.headers.get('lang');
}
