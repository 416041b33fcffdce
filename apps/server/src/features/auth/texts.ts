import { defineTexts, messages } from '@portal/contract';

/**
 * The account mails (verification, password reset) and the answers that say an account step went well. `{{product}}`
 * is the product's name in every language.
 */
const en = {
  registered: messages.registered,
  verificationEmailResent: messages.verificationEmailResent,
  verified: messages.verified,
  alreadyVerified: messages.alreadyVerified,
  resetEmailSent: messages.resetEmailSent,
  passwordResetDone: messages.passwordResetDone,
  loggedOut: 'Logged out',
  greeting: 'Hi {{name}},',
  orOpenLink: 'Or open this link:',
  verifySubject: 'Verify your {{product}} account',
  verifyBody:
    'Thank you for registering with {{product}}. Please verify your email address to start checking vehicles.',
  verifyAction: 'Verify my account',
  verifyAfter: 'The link can be used once and expires in 48 hours. If you did not register, ignore this email.',
  resetSubject: 'Reset your {{product}} password',
  resetBody: 'We received a request to reset the password of your account.',
  resetAction: 'Reset my password',
  resetAfter:
    'The link can be used once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  loginLinkSent:
    'If an account exists for this address, a login link has been emailed to it. It works once, for 15 minutes.',
  loginLinkSubject: 'Your {{product}} login link',
  loginLinkBody:
    'Someone asked for a login link to your {{product}} account, because many login attempts have been made on it. Open the link on the device you want to log in on.',
  loginLinkAction: 'Log me in',
  loginLinkAfter:
    'The link can be used once and expires in 15 minutes. If you did not ask for it, ignore this email: nobody can log in without it or your password.',
  registeredAgainSubject: 'Someone tried to register with your email at {{product}}',
  registeredAgainBody:
    'Someone (perhaps you) tried to register a new {{product}} account with this email address. It already has an account, so nothing was created.',
  registeredAgainAction: 'Log in',
  registeredAgainAfter:
    'Forgotten your password? Reset it at {{resetLink}}. If it was not you, ignore this email: your account is unchanged.',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    authServer: typeof en;
  }
}

export const authTexts = defineTexts('authServer', {
  en,
  ms: {
    registered:
      'Terima kasih kerana mendaftar. Sila semak e-mel anda dan ikuti pautan di dalamnya untuk mengesahkan akaun anda.',
    verificationEmailResent: 'Jika akaun itu wujud dan belum disahkan, e-mel pengesahan baharu telah dihantar.',
    verified: 'Akaun berjaya disahkan, sila log masuk.',
    alreadyVerified: 'Akaun anda sudah disahkan, sila log masuk.',
    resetEmailSent:
      'E-mel telah dihantar. Sila semak e-mel anda dan ikuti arahan untuk menetapkan semula kata laluan anda.',
    passwordResetDone:
      'Kata laluan anda telah ditetapkan semula. Anda kini boleh log masuk dengan kata laluan baharu anda.',
    loggedOut: 'Telah log keluar',
    greeting: 'Hai {{name}},',
    orOpenLink: 'Atau buka pautan ini:',
    verifySubject: 'Sahkan akaun {{product}} anda',
    verifyBody:
      'Terima kasih kerana mendaftar dengan {{product}}. Sila sahkan alamat e-mel anda untuk mula menyemak kenderaan.',
    verifyAction: 'Sahkan akaun saya',
    verifyAfter:
      'Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam 48 jam. Jika anda tidak mendaftar, abaikan e-mel ini.',
    resetSubject: 'Tetapkan semula kata laluan {{product}} anda',
    resetBody: 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun anda.',
    resetAction: 'Tetapkan semula kata laluan saya',
    resetAfter:
      'Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam 1 jam. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.',
    loginLinkSent:
      'Jika akaun wujud untuk alamat ini, pautan log masuk telah dihantar kepadanya. Pautan itu boleh digunakan sekali sahaja, dalam masa 15 minit.',
    loginLinkSubject: 'Pautan log masuk {{product}} anda',
    loginLinkBody:
      'Seseorang telah meminta pautan log masuk ke akaun {{product}} anda, kerana terdapat banyak cubaan log masuk ke akaun ini. Buka pautan ini pada peranti yang anda mahu gunakan untuk log masuk.',
    loginLinkAction: 'Log masuk',
    loginLinkAfter:
      'Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam 15 minit. Jika anda tidak memintanya, abaikan e-mel ini: tiada sesiapa boleh log masuk tanpanya atau tanpa kata laluan anda.',
    registeredAgainSubject: 'Seseorang cuba mendaftar dengan e-mel anda di {{product}}',
    registeredAgainBody:
      'Seseorang (mungkin anda) cuba mendaftar akaun {{product}} baharu dengan alamat e-mel ini. Alamat ini sudah mempunyai akaun, jadi tiada akaun baharu dibuat.',
    registeredAgainAction: 'Log masuk',
    registeredAgainAfter:
      'Terlupa kata laluan? Tetapkan semula di {{resetLink}}. Jika itu bukan anda, abaikan e-mel ini: akaun anda tidak berubah.',
  },
  zh: {
    registered: '感谢您的注册。请查看您的电邮，并点击其中的链接以验证您的账户。',
    verificationEmailResent: '如果该账户存在且尚未验证，我们已发送一封新的验证电邮。',
    verified: '账户验证成功，请登录。',
    alreadyVerified: '您的账户已经验证，请登录。',
    resetEmailSent: '电邮已发送。请查看您的电邮，并按照指示重设密码。',
    passwordResetDone: '您的密码已重设。现在可以用新密码登录。',
    loggedOut: '已退出登录',
    greeting: '{{name}}，您好：',
    orOpenLink: '或打开此链接：',
    verifySubject: '验证您的 {{product}} 账户',
    verifyBody: '感谢您注册 {{product}}。请验证您的电邮地址，即可开始查询车辆。',
    verifyAction: '验证我的账户',
    verifyAfter: '此链接只能使用一次，48 小时后失效。如果您没有注册，请忽略此电邮。',
    resetSubject: '重设您的 {{product}} 密码',
    resetBody: '我们收到了重设您账户密码的请求。',
    resetAction: '重设我的密码',
    resetAfter: '此链接只能使用一次，1 小时后失效。如果这不是您的请求，请忽略此电邮，您的密码将保持不变。',
    loginLinkSent: '如果此地址有账户，我们已将登录链接发送到该电邮。链接只能使用一次，15 分钟内有效。',
    loginLinkSubject: '您的 {{product}} 登录链接',
    loginLinkBody:
      '由于您的 {{product}} 账户有多次登录尝试，有人为此账户申请了登录链接。请在您要登录的设备上打开此链接。',
    loginLinkAction: '登录',
    loginLinkAfter:
      '此链接只能使用一次，15 分钟后失效。如果这不是您的请求，请忽略此电邮：没有此链接或您的密码，任何人都无法登录。',
    registeredAgainSubject: '有人尝试用您的电邮注册 {{product}}',
    registeredAgainBody:
      '有人（可能是您）尝试用此电邮地址注册新的 {{product}} 账户。此地址已有账户，因此没有创建新账户。',
    registeredAgainAction: '登录',
    registeredAgainAfter: '忘记密码？请在 {{resetLink}} 重设。如果这不是您，请忽略此电邮：您的账户不会有任何改变。',
  },
});
