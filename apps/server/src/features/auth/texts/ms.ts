import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
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
    'Jika akaun wujud untuk alamat ini, pautan log masuk telah dihantar ke alamat tersebut. Pautan itu boleh digunakan sekali sahaja, dalam masa 15 minit.',
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
  detailsSaved: 'Butiran anda telah disimpan.',
  taxDetailsSaved:
    'Butiran cukai anda telah disimpan. Invois yang dikeluarkan mulai sekarang akan memaparkan butiran ini.',
  passwordChanged: 'Kata laluan anda telah ditukar. Anda telah dilog keluar pada peranti anda yang lain.',
  emailChangeSent:
    'Kami telah menghantar pautan ke {{email}}. Alamat e-mel anda akan bertukar selepas anda membukanya (dalam masa 24 jam).',
  emailChanged: 'Alamat e-mel anda kini {{email}}. Gunakannya untuk log masuk mulai sekarang.',
  emailChangeSubject: 'Sahkan alamat e-mel baharu anda untuk {{product}}',
  emailChangeBody:
    'Anda meminta untuk menggunakan alamat ini bagi akaun {{product}} anda. Buka pautan untuk mengesahkannya; sehingga itu akaun anda kekal dengan alamat semasanya.',
  emailChangeAction: 'Sahkan alamat baharu saya',
  emailChangeAfter:
    'Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam 24 jam. Jika anda tidak memintanya, abaikan e-mel ini: tiada apa-apa yang berubah.',
  emailChangedSubject: 'Alamat e-mel akaun {{product}} anda telah bertukar',
  emailChangedBody:
    'Alamat e-mel akaun {{product}} anda telah ditukar kepada alamat lain. Alamat ini tidak lagi boleh digunakan untuk log masuk, dan semua pautan yang kami hantar ke sini sebelum ini tidak lagi berfungsi.',
  emailChangedAction: 'Log masuk',
  emailChangedAfter:
    'Jika perubahan ini bukan daripada anda, tulis kepada {{support}} dengan segera supaya kami dapat melindungi akaun anda.',
};
