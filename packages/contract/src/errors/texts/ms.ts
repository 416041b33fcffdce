import type { Translation } from '../../i18n/texts.ts';
import type { en } from './en.ts';

/** Bahasa Malaysia, as a Malaysian writes it (see docs/glossary.md). */
export const ms: Translation<typeof en> = {
  VALIDATION_FAILED: 'Sila betulkan medan yang ditandakan.',
  REQUEST_INVALID: 'Permintaan tidak dapat diproses. Sila semak maklumat yang dimasukkan dan cuba lagi.',
  REQUEST_UNREADABLE: 'Permintaan tidak dapat dibaca. Sila cuba lagi.',
  REQUEST_TOO_LARGE: 'Data yang dihantar terlalu besar.',
  MEDIA_TYPE_UNSUPPORTED: 'Jenis kandungan ini tidak diterima di sini.',
  INPUT_UNSUPPORTED_CHARACTERS:
    'Maklumat yang dimasukkan mengandungi aksara yang tidak dapat kami terima. Sila taip semula dan cuba lagi.',
  UNAUTHORISED: 'Sila log masuk untuk menggunakan ciri ini',
  FORBIDDEN: 'Anda tidak dibenarkan mengakses sumber ini.',
  NOT_FOUND: 'Halaman yang anda cari tidak dijumpai',
  ITEM_NOT_FOUND: 'Rekod ini tidak wujud. Mungkin ia telah dipadam.',
  TOO_MANY_REQUESTS: 'Terlalu banyak permintaan. Sila tunggu sebentar dan cuba lagi.',
  SERVER_ERROR: 'Sila hubungi pentadbir.',
  SERVICE_UNAVAILABLE: 'Perkhidmatan tidak tersedia buat seketika. Sila cuba semula sebentar lagi.',
  UPLOAD_TOO_MANY_FILES: 'Paling banyak {{count}} fail boleh dimuat naik serentak.',
  UPLOAD_UNREADABLE: 'Fail yang dimuat naik tidak dapat dibaca. Sila cuba lagi.',

  FIELD_REQUIRED: 'Medan ini wajib diisi',
  FIELD_INVALID: 'Nilai tidak sah',
  FIELD_NOT_MATCHED: 'Data tidak sepadan',
  FIELD_TOO_SHORT: 'Sekurang-kurangnya {{count}} aksara diperlukan.',
  FIELD_TOO_LONG: 'Maksimum {{count}} aksara dibenarkan.',
  EMAIL_INVALID: 'E-mel tidak sah',
  MOBILE_INVALID: 'Nombor telefon bimbit tidak sah',
  NUMBER_NEGATIVE: 'Nilai negatif tidak dibenarkan',
  NUMBER_INVALID: 'Nombor tidak sah',
  INTEGER_INVALID: 'Nombor bulat tidak sah',
  URL_INVALID: 'URL tidak sah',
  DATE_INVALID: 'Tarikh tidak sah',
  LETTERS_AND_DIGITS_ONLY: 'Hanya huruf dan angka dibenarkan',
  VALUE_NOT_POSITIVE: 'Nilai mesti lebih daripada 0',
  VALUE_TOO_LARGE: 'Nilai maksimum ialah {{max}}',
  PASSWORD_TOO_SHORT: 'Kata laluan mesti sekurang-kurangnya 8 aksara.',
  PASSWORD_TOO_LONG: 'Kata laluan mesti tidak melebihi 20 aksara.',
  PASSWORD_NEEDS_UPPERCASE: 'Kata laluan mesti mengandungi sekurang-kurangnya satu huruf besar.',
  PASSWORD_NEEDS_LOWERCASE: 'Kata laluan mesti mengandungi sekurang-kurangnya satu huruf kecil.',
  PASSWORD_NEEDS_NUMBER: 'Kata laluan mesti mengandungi sekurang-kurangnya satu nombor.',
  PASSWORD_NEEDS_SPECIAL: 'Kata laluan mesti mengandungi sekurang-kurangnya satu aksara khas.',
  PASSWORD_NOT_MATCHED: 'Kata laluan tidak sepadan',

  LOGIN_FAILED: 'ID log masuk / kata laluan tidak sah',
  ACCOUNT_INACTIVE: 'Akaun anda tidak aktif, sila hubungi pentadbir.',
  LOGIN_ATTEMPTS_EXCEEDED:
    'Terlalu banyak cubaan log masuk yang gagal. Sila tunggu 15 minit sebelum mencuba lagi, atau tetapkan semula kata laluan anda.',
  REFERRAL_CODE_UNKNOWN: 'Kod rujukan tidak dijumpai',
  EMAIL_ALREADY_REGISTERED: 'E-mel ini sudah didaftarkan. Sila log masuk atau tetapkan semula kata laluan anda.',
  VERIFY_FAILED: 'Pengesahan akaun gagal, sila hubungi pentadbir.',
  RESET_LINK_INVALID: 'Pautan tetapan semula ini tidak sah atau telah tamat tempoh. Sila minta pautan baharu.',
  TERMS_NOT_ACCEPTED: 'Sila bersetuju dengan Terma Perkhidmatan dan Dasar Privasi untuk mendaftar.',
  LOGIN_SLOWED:
    'Terdapat banyak cubaan log masuk ke akaun ini. Sila tunggu sebentar dan cuba lagi, atau minta pautan log masuk dihantar ke e-mel anda.',
  LOGIN_LINK_INVALID:
    'Pautan log masuk ini tidak sah, telah digunakan atau telah tamat tempoh. Sila minta pautan baharu.',

  SEARCH_FIELD_MISSING: 'Sila masukkan nombor pendaftaran kenderaan / nombor casis untuk membuat semakan',
  SEARCH_BOTH_FIELDS: 'Anda tidak dibenarkan membuat semakan menggunakan kedua-dua medan.',
  CONTACT_MISSING: 'Sila masukkan e-mel dan nombor telefon bimbit',
  CREDIT_INSUFFICIENT: 'Kredit tidak mencukupi!',
  CHECK_NOT_FOUND: 'Semakan ini tidak wujud. Sila buat semakan semula.',
  CHECK_ALREADY_PAID: 'Semakan ini sudah dibayar. Buka semakan ini di halaman Sejarah Semakan anda.',
  CHECK_NOT_CHARGED: 'Kenderaan ini tiada dalam rekod kami, jadi tiada apa-apa yang perlu dibayar.',
  CHECK_NOT_PAID: 'Semakan ini belum dibayar.',
  REPORT_OTHER_DEVICE:
    'Laporan ini dibeli tanpa akaun dan hanya dibuka pada peranti yang digunakan untuk membayarnya. Untuk membukanya di sini, minta pautan ke Laporan saya dengan e-mel dan nombor telefon bimbit yang digunakan semasa membayar.',
  TERMS_NOT_AGREED: 'Sila bersetuju dengan Terma Perkhidmatan sebelum anda membayar laporan.',
  VERIFY_NOT_FOUND:
    'Tiada laporan berbayar dengan rujukan ini. Semak rujukan yang dicetak pada laporan; laporan yang tidak dapat disahkan di sini bukan laporan tulen.',
  SHARE_NOT_FOUND:
    'Pautan kongsi ini telah tamat tempoh atau ditarik balik. Minta pautan baharu daripada pemilik laporan.',
  GUEST_REPORTS_LINK_INVALID:
    'Pautan ke laporan anda ini telah tamat tempoh atau tidak sah. Masukkan e-mel dan nombor telefon bimbit anda sekali lagi untuk pautan baharu.',
  WATCH_NOT_FOUND: 'Anda tidak memantau kenderaan ini.',
  PAYMENT_TYPE_NOT_OFFERED: 'Kaedah bayaran ini tidak tersedia untuk semakan ini.',
  CREDIT_PACKAGE_NOT_FOUND: 'Pakej kredit ini tidak lagi ditawarkan. Sila pilih pakej lain.',
  LOGIN_TO_TOP_UP: 'Sila log masuk untuk tambah nilai kredit.',
  PAYMENT_NOT_FOUND: 'Bayaran ini tidak wujud.',
  PAYMENT_SETTLED: 'Bayaran ini sudah selesai. Sila mulakan bayaran baharu.',
  PAYMENT_IN_PROGRESS:
    'Bayaran untuk semakan ini masih diproses oleh gerbang pembayaran. Sila cuba lagi dalam seminit.',
  PAYMENT_GATEWAY_UNKNOWN: 'Gerbang pembayaran tidak dikenali',
  PAYMENT_BILL_UNKNOWN: 'Bil tidak dikenali',
  PAYMENT_SIGNATURE_INVALID: 'Tandatangan tidak sah',
  PAYMENT_AMOUNT_MISMATCH: 'Amaun atau mata wang tidak sepadan',
  REFUND_NOT_FOUND: 'Bayaran balik ini tidak wujud.',
  REFUND_ALREADY_DONE: 'Bayaran balik ini sudah ditandakan sebagai selesai.',

  EINVOICE_NOT_FOUND: 'e-Invois ini tidak wujud.',
  EINVOICE_OFF: 'e-Invois dimatikan: tetapkan EINVOICE=myinvois untuk menghantar e-Invois ke MyInvois.',
  EINVOICE_NOT_RETRYABLE:
    'Hanya e-Invois yang Tidak Sah, atau yang tidak dapat dihantar kerana MyInvois tidak dapat dihubungi, boleh dihantar semula.',
  EINVOICE_NOT_VALID: 'Hanya e-Invois yang Sah boleh dibatalkan atau diperbetulkan dengan nota kredit.',
  EINVOICE_CANCEL_WINDOW_OVER:
    'e-Invois ini disahkan lebih 72 jam yang lalu, jadi MyInvois tidak lagi membenarkannya dibatalkan: keluarkan nota kredit.',
  EINVOICE_CANCEL_REFUSED: 'MyInvois menolak untuk membatalkan e-Invois ini: {{reason}}',
  EINVOICE_UNREACHABLE: 'MyInvois tidak dapat dihubungi sekarang. Sila cuba lagi dalam beberapa minit.',
  EINVOICE_CREDIT_NOTE_EXISTS: 'Nota kredit untuk e-Invois ini telah pun dikeluarkan.',
  EINVOICE_TIN_UNKNOWN: 'LHDN tidak mengenali TIN ini dengan nombor pendaftaran ini. Sila semak kedua-duanya.',
  EINVOICE_REQUEST_NEEDS_ID:
    'e-Invois dikeluarkan atas nama anda berdasarkan nombor MyKad atau TIN: tambahkan salah satu dalam Tetapan Akaun dahulu, atau bayar tanpa e-Invois.',
  EINVOICE_REQUEST_NOT_OFFERED:
    'e-Invois atas nama sendiri hanya untuk akaun individu: sila log masuk untuk memintanya. Bagi pembelian syarikat, e-Invois dikeluarkan atas nama syarikat.',
  EINVOICE_REQUEST_OFF: 'e-Invois tidak dikeluarkan buat masa ini: sila bayar tanpa memintanya.',

  CLOSURE_PASSWORD_REQUIRED: 'Masukkan kata laluan anda untuk mengesahkan.',
  CLOSURE_PASSWORD_WRONG: 'Kata laluan tidak betul.',
  CLOSURE_ALREADY_REQUESTED:
    'Anda sudah memohon untuk menutup akaun anda. Pentadbir akan menyelesaikan permohonan itu.',
  CLOSURE_NOT_FOUND: 'Permohonan tutup akaun ini tidak wujud.',
  CLOSURE_ALREADY_COMPLETED: 'Akaun ini sudah ditutup.',
  CLOSURE_NOT_OPEN: 'Anda tiada permohonan tutup akaun yang masih boleh ditarik balik.',
  USER_ACCOUNT_CLOSED:
    'Akaun ini telah ditutup atas permintaan pemiliknya dan data peribadinya telah dipadam; ia tidak boleh disunting atau diaktifkan semula.',

  CURRENT_PASSWORD_WRONG: 'Kata laluan semasa anda tidak betul.',
  PASSWORD_SAME_AS_CURRENT: 'Kata laluan baharu mesti berbeza daripada kata laluan semasa anda.',
  EMAIL_UNCHANGED: 'Ini sudah alamat e-mel anda.',
  EMAIL_CHANGE_LINK_INVALID:
    'Pautan ini tidak sah, sudah digunakan atau telah tamat tempoh. Minta perubahan itu sekali lagi dalam tetapan akaun anda.',

  IMAGE_NO_FILE: 'Pilih satu atau lebih gambar untuk dimuat naik',
  IMAGE_NOT_IMAGE: '{{name}} bukan gambar JPEG, PNG atau WebP',
  IMAGE_UNREADABLE: '{{name}} tidak dapat dibaca sebagai gambar',
  IMAGE_TOO_LARGE: '{{name}} melebihi {{megabytes}} MB ({{limit}} bait) dan tidak dimuat naik',
  IMAGE_TOO_MANY_PIXELS: '{{name}} mempunyai terlalu banyak piksel (maksimum {{megapixels}} megapiksel)',
  IMAGE_TOO_MANY: 'Semakan ini sudah mempunyai {{max}} gambar. Padam satu sebelum menambah yang lain.',
  IMAGE_NOT_FOUND: 'Gambar ini tidak wujud. Mungkin ia telah dipadam.',

  ISMABI_KIND_UNKNOWN: 'Pilih ISMData atau ISMDataStandardFeature',
  ISMABI_NO_FILE: 'Pilih satu atau lebih fail .xlsx atau .csv untuk dimuat naik',
  ISMABI_NOT_SPREADSHEET: '{{name}} bukan fail .xlsx atau .csv',
  ISMABI_NOT_WORKBOOK: '{{name}} bukan buku kerja Excel (.xlsx)',
  ISMABI_FILE_TOO_LARGE: '{{name}} melebihi {{megabytes}} MB ({{limit}} bait) dan tidak dimuat naik',
  ISMABI_ARCHIVE_TOO_LARGE:
    '{{name}} mengandungi terlalu banyak data selepas dinyahmampat (lebih daripada {{megabytes}} MB atau {{parts}} bahagian dalam buku kerja) dan tidak dibaca',
  ISMABI_ARCHIVE_DAMAGED: '{{name}} rosak: buku kerjanya tidak dapat dibaca',

  USER_NOT_FOUND: 'Pengguna ini tidak wujud. Mungkin ia telah dipadam.',
  USER_EMAIL_TAKEN: 'E-mel ini sudah digunakan oleh akaun lain',
  USER_PASSWORD_REQUIRED: 'Akaun baharu memerlukan kata laluan',
  USER_ROLE_UNKNOWN: 'Pilih peranan daripada senarai',
  USER_POSTPAID_NEEDS_COMPANY: 'Hanya akaun syarikat boleh menjadi pascabayar',
  TIN_INVALID:
    'Masukkan nombor pengenalan cukai (TIN) seperti yang dikeluarkan oleh LHDN, contohnya C2584563200 atau IG115002000',
  TIN_NOT_REGISTERED:
    'LHDN tidak mempunyai rekod pembayar cukai dengan TIN ini berserta BRN atau nombor MyKad yang diberikan. Semak kedua-duanya dengan rekod cukai anda.',
  BRN_INVALID: 'Masukkan BRN: 12 digit yang diberikan oleh SSM kepada perniagaan, contohnya 202001000123',
  SST_NO_INVALID: 'Masukkan nombor SST seperti yang dikeluarkan oleh Kastam, contohnya W10-1808-32000123',
  MYKAD_INVALID: 'Masukkan nombor MyKad 12 digit, contohnya 900101-14-5678',
  POSTCODE_INVALID: 'Masukkan poskod 5 digit',
  STATE_CODE_UNKNOWN: 'Pilih negeri daripada senarai',
  TAX_INVOICE_NOT_FOUND: 'Invois cukai itu tidak dijumpai',
  USER_POSTPAID_NEEDS_RATE: 'Akaun pascabayar memerlukan kadar pascabayarnya',
  USER_LAST_ADMINISTRATOR: 'Pentadbir aktif yang terakhir tidak boleh dipadam, diturunkan peranan atau dinyahaktifkan.',
  USER_NOT_YOURSELF: 'Anda tidak boleh memadam, menurunkan peranan atau menyahaktifkan akaun anda sendiri.',

  ACCOUNT_EMAIL_UNKNOWN: 'Tiada akaun dengan e-mel ini',
  CREDIT_NOT_ZERO: 'Kredit tidak boleh sifar',
  CREDIT_TOO_LARGE: 'Kredit mesti antara -1,000,000 dan 1,000,000',
  CREDIT_ADJUSTMENT_INSUFFICIENT: 'Kredit tidak mencukupi!',
  TRANSACTION_NOT_DELETABLE:
    'Transaksi ini tidak dapat dipadam. Ia mungkin masih digunakan oleh rekod lain; putuskan kaitan itu dahulu, kemudian cuba lagi.',

  PAYMENT_TYPE_UNKNOWN: 'Pilih jenis bayaran daripada senarai',
  CHARGE_PAYMENT_TYPE_TAKEN: 'Caj untuk jenis bayaran ini sudah wujud',
  CHARGE_TYPE_FIXED:
    'Harga semakan ditetapkan oleh caj Kredit dan Bayar setiap semakan: jenis bayaran caj ini tidak boleh diubah.',
  CHARGE_NOT_DELETABLE:
    'Caj ini tidak dapat dipadam. Ia mungkin masih digunakan oleh rekod lain; putuskan kaitan itu dahulu, kemudian cuba lagi.',
  CREDIT_PACKAGE_NOT_DELETABLE:
    'Pakej kredit ini tidak dapat dipadam. Ia mungkin masih digunakan oleh rekod lain; putuskan kaitan itu dahulu, kemudian cuba lagi.',
  RUNNING_NUMBER_CODE_TAKEN: 'Kod ini sudah digunakan oleh nombor siri dokumen yang lain',
  RUNNING_NUMBER_SYSTEM_CODE_FIXED:
    'Kod bagi nombor siri yang digunakan oleh portal untuk mengeluarkan dokumen tidak boleh diubah.',
  RUNNING_NUMBER_NOT_DELETABLE:
    'Nombor siri dokumen ini tidak dapat dipadam. Ia mungkin masih digunakan oleh rekod lain; putuskan kaitan itu dahulu, kemudian cuba lagi.',
  RUNNING_NUMBER_FORMAT_NEEDS_N: 'Format mesti mengandungi {N}',
  RUNNING_NUMBER_FORMAT_UNKNOWN_TOKEN: 'Token {{token}} tidak dikenali; gunakan {PREFIX} {YYYY} {YY} {MM} {DD} {N}',
  RUNNING_NUMBER_TOO_LONG: 'Nombor seterusnya akan melebihi {{max}} aksara',
  RUNNING_NUMBER_LOWERED:
    'Nombor semasa hanya boleh dinaikkan (kini {{current}}), supaya tiada nombor dikeluarkan dua kali.',

  INVOICE_NOT_FOUND: 'Invois ini tidak wujud. Mungkin ia telah dipadam.',
  INVOICE_COMPANY_UNKNOWN: 'Pilih syarikat daripada senarai',
  INVOICE_NOT_EDITABLE:
    'Invois ini tidak boleh diubah lagi: hanya invois Draf, Disahkan dan Dibayar sebahagian boleh diubah.',
  INVOICE_NOT_REMOVABLE: 'Transaksi hanya boleh dikeluarkan daripada invois Draf.',
  INVOICE_ADD_ONLY_TO_DRAFT: 'Transaksi hanya boleh ditambah ke invois Draf.',
  INVOICE_TRANSACTIONS_UNAVAILABLE:
    'Transaksi yang dipilih sudah ada dalam invois, atau bukan transaksi pascabayar syarikat ini. Tiada apa-apa ditambah; sila pilih semula.',
  INVOICE_NO_TRANSACTIONS_SELECTED: 'Pilih sekurang-kurangnya satu transaksi',
  INVOICE_TRANSACTION_NOT_ON_INVOICE: 'Transaksi ini tiada dalam invois.',
  INVOICE_CONFIRM_NEEDS_TRANSACTIONS: 'Tambah sekurang-kurangnya satu transaksi sebelum mengesahkan invois.',
  INVOICE_STATUS_NOT_ALLOWED: 'Invois berstatus {{from}} tidak boleh ditukar kepada {{to}}.',
  INVOICE_CANCEL_WITH_PAYMENTS: 'Invois yang mempunyai bayaran tidak boleh dibatalkan: padam bayarannya dahulu.',
  INVOICE_PAYMENT_NEEDS_CONFIRMED: 'Sahkan invois sebelum merekod bayaran.',
  INVOICE_PAYMENT_ABOVE_OUTSTANDING: 'Amaun melebihi baki tertunggak {{amount}}.',
  INVOICE_PAYMENT_NOT_FOUND: 'Bayaran ini tidak wujud. Mungkin ia telah dipadam.',
  INVOICE_METHOD_UNKNOWN: 'Pilih kaedah bayaran daripada senarai',
  INVOICE_STATUS_UNKNOWN: 'Pilih status daripada senarai',

  SUMMARY_RANGE_TOO_LONG: 'Pilih julat tidak melebihi {{days}} hari',
  SUMMARY_FROM_AFTER_TO: 'Dari Tarikh tidak boleh selepas Hingga Tarikh',
  SUMMARY_DATE_SELECTION_UNKNOWN: 'Pilih Minggu Ini, Bulan Hingga Kini, Tahun Hingga Kini atau Dari/Hingga',

  API_KEYS_COMPANY_ONLY: 'Akses API hanya untuk akaun syarikat.',
  API_KEY_NOT_FOUND: 'Kunci API ini tidak wujud. Mungkin ia telah ditarik balik.',
  API_KEY_INVALID: 'Kunci API salah atau telah ditarik balik.',
  API_CREDIT_INSUFFICIENT: 'Kredit tidak mencukupi!',
  WEBHOOK_URL_NOT_HTTPS: 'Alamat webhook mesti bermula dengan https://.',
  WEBHOOK_URL_NOT_PUBLIC:
    'Alamat webhook mesti boleh dicapai di Internet, bukan alamat persendirian, setempat atau simpanan.',
  WEBHOOK_NOT_FOUND: 'Webhook ini tidak wujud. Mungkin ia telah dibuang.',
  WEBHOOKS_TOO_MANY:
    'Setiap akaun boleh mempunyai paling banyak {{max}} webhook. Buang satu sebelum menambah yang baharu.',
  API_TEST_KEY_DEMO_ONLY: 'Kunci ujian hanya memberikan keputusan bagi kenderaan ujian: {{vehicles}}.',
  API_KEYS_TOO_MANY:
    'Satu akaun boleh mempunyai paling banyak {{max}} kunci API aktif. Tarik balik kunci yang tidak digunakan lagi, kemudian cipta kunci baharu.',
  VEHICLE_NOT_FOUND: 'Tiada rekod dijumpai untuk kenderaan ini. Tiada caj dikenakan.',
  IDEMPOTENCY_KEY_REUSED: 'Idempotency-Key ini telah digunakan untuk permintaan yang lain.',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'Permintaan dengan Idempotency-Key ini masih berjalan. Sila cuba lagi sebentar.',
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key mesti 1 hingga 255 aksara yang kelihatan.',
  BULK_COMPANY_ONLY: 'Semakan pukal hanya untuk akaun syarikat.',
  BULK_NO_FILE: 'Pilih fail .csv atau .xlsx yang mengandungi nombor plat atau nombor casis untuk dimuat naik.',
  BULK_NOT_SPREADSHEET: '{{name}} bukan fail .xlsx atau .csv',
  BULK_FILE_TOO_LARGE: '{{name}} melebihi {{megabytes}} MB ({{limit}} bait) dan tidak dimuat naik',
  BULK_TOO_MANY_ROWS:
    'Satu fail pukal boleh mengandungi paling banyak {{max}} nombor plat atau casis; fail ini ada {{count}}.',
  BULK_EMPTY: 'Fail ini tidak mengandungi sebarang nombor plat atau casis.',
  BULK_NOT_FOUND: 'Semakan pukal ini tidak wujud.',
  BULK_ALREADY_CONFIRMED: 'Semakan pukal ini telah pun disahkan.',
  BULK_NOTHING_TO_CHARGE: 'Tiada kenderaan dalam fail ini yang perlu disemak semula.',
  BULK_CREDIT_INSUFFICIENT: 'Kredit tidak mencukupi!',
  BULK_NOT_DONE: 'Semakan pukal masih berjalan; keputusannya belum sedia.',
  BULK_PDF_NOT_ALLOWED:
    'Laporan PDF semakan pukal adalah untuk akaun yang mempunyai akses PDF; minta kami mengaktifkannya.',
  BULK_NO_REPORTS: 'Semakan pukal ini tiada laporan untuk dimuat turun.',
  BULK_SHEET_TOO_LARGE:
    '{{name}} terlalu besar untuk dibaca: satu fail pukal boleh mengandungi paling banyak {{rows}} baris dan {{cells}} sel ({{bytes}} bait selepas dinyahmampat). Kekalkan hanya nombor plat atau casis dalam fail itu.',
  BULK_ONE_AT_A_TIME:
    'Fail pukal anda yang sebelumnya masih dibaca atau disemak. Tunggu sehingga ia selesai, kemudian mulakan yang seterusnya.',
  BULK_REPORTS_ONE_AT_A_TIME:
    'Laporan PDF bagi semakan pukal yang lain masih disediakan. Tunggu sehingga ia sedia, kemudian minta laporan ini.',
  BULK_REPORTS_NOT_READY:
    'Laporan PDF semakan pukal ini belum sedia. Sediakannya dahulu, kemudian muat turun fail zip.',
  BULK_TERMS_NOT_AGREED: 'Sila bersetuju dengan Terma Perkhidmatan sebelum kenderaan disemak.',
  BULK_ROW_NOT_LETTERS_AND_DIGITS:
    'Nombor plat atau casis hanya mengandungi huruf dan angka (ruang dan sengkang tidak dikira).',
  BULK_ROW_TOO_SHORT: 'Terlalu pendek untuk nombor plat atau casis (sekurang-kurangnya {{min}} aksara).',
  BULK_ROW_TOO_LONG: 'Terlalu panjang untuk nombor plat atau casis (paling banyak {{max}} aksara).',
  BULK_ROW_DATE: 'Ini tarikh, bukan nombor plat atau casis.',
  BULK_ROW_DUPLICATE: 'Kenderaan yang sama seperti baris {{line}}: disemak sekali sahaja.',

  popupTitle: 'Maaf!',
  somethingWrong: 'Ada masalah berlaku',
  unreachable: 'Ralat',
  loginFailedText: 'Sila masukkan ID log masuk dan kata laluan yang sah untuk meneruskan.',
  unauthorisedTitle: 'Teruskan ke log masuk?',
  verificationNeeded:
    'Akaun anda belum disahkan. Sila semak e-mel anda dan ikut pautan pengesahan, atau minta pautan baharu.',
};
