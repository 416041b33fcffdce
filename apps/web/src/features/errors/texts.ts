import { defineTexts } from '@portal/contract';

/** The error pages, the login prompt and the Opps! popup (specification section 8). */
const en = {
  pageTitle: '{{title}} · {{product}}',
  unauthorizedTitle: '401 Unathorize',
  unauthorizedText: 'You are unauthorize to access the resource.',
  notFoundTitle: "404 Oops You're lost",
  notFoundText: 'The page you are looking for was not found',
  serverErrorTitle: '500 Internal Server Error',
  serverErrorText: 'Please contact administrator.',
  backToHome: 'Back to Home',
  contactUs: 'Contact Us',
  loginPromptTitle: 'Proceed to login?',
  loginPromptText: 'Please login to use the features',
  sessionEndedNothingCharged: 'Your session has ended. Nothing was charged.',
  login: 'Login',
  register: 'Register',
  goToLogin: 'Go to Login',
  errorPopupTitle: 'Opps!',
  ok: 'OK',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    errors: typeof en;
  }
}

export const errorsTexts = defineTexts('errors', {
  en,
  ms: {
    pageTitle: '{{title}} · {{product}}',
    unauthorizedTitle: '401 Tiada Kebenaran',
    unauthorizedText: 'Anda tidak dibenarkan mengakses halaman ini.',
    notFoundTitle: '404 Alamak, anda tersesat',
    notFoundText: 'Halaman yang anda cari tidak ditemui.',
    serverErrorTitle: '500 Ralat Pelayan Dalaman',
    serverErrorText: 'Sila hubungi pentadbir.',
    backToHome: 'Kembali ke Laman Utama',
    contactUs: 'Hubungi Kami',
    loginPromptTitle: 'Teruskan ke log masuk?',
    loginPromptText: 'Sila log masuk untuk menggunakan ciri ini.',
    sessionEndedNothingCharged: 'Sesi anda telah tamat. Tiada caj dikenakan.',
    login: 'Log Masuk',
    register: 'Daftar',
    goToLogin: 'Pergi ke Log Masuk',
    errorPopupTitle: 'Alamak!',
    ok: 'OK',
  },
  zh: {
    pageTitle: '{{title}} · {{product}}',
    unauthorizedTitle: '401 未获授权',
    unauthorizedText: '您无权访问此页面。',
    notFoundTitle: '404 哎呀，您迷路了',
    notFoundText: '找不到您要访问的页面。',
    serverErrorTitle: '500 服务器内部错误',
    serverErrorText: '请联系管理员。',
    backToHome: '返回首页',
    contactUs: '联系我们',
    loginPromptTitle: '前往登录？',
    loginPromptText: '请先登录才能使用此功能。',
    sessionEndedNothingCharged: '您的登录已失效，本次未收取任何费用。',
    login: '登录',
    register: '注册',
    goToLogin: '前往登录',
    errorPopupTitle: '哎呀！',
    ok: '确定',
  },
});
