/** Business constants of specification section 9. */
export const DEFAULT_REFERRAL_CODE = 'LFC01';
export const DEFAULT_PAGE_SIZE = 20;
export const SMALL_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export const LIST_REFRESH_DELAY_MS = 500;
export const LOGOUT_REDIRECT_DELAY_MS = 50;
export const BACK_TO_TOP_AFTER_PX = 160;
export const LIMITS = {
  vehicleNo: 13,
  chassisNo: 25,
  passwordMin: 8,
  passwordMax: 20,
  email: 60,
  username: 50,
  phone: 15,
  postpaidRate: 10,
  companyName: 200,
  companyNo: 50,
  invoiceAddress: 500,
  referralCode: 20,
  uploadBytes: 5_242_880,
  ismabiUploadBytes: 10_240_000,
} as const;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()-_=+{};:,<.>';
export const PRODUCT_NAME = 'CarSemak';
/** The seller's legal name: the footer, the legal pages, mails, receipts, invoices and e-invoices all print this one. */
export const COMPANY_NAME = 'CarSemak Sdn. Bhd.';
export const SUPPORT_EMAIL = 'support@carsemak.my';
export const COMPANY_ADDRESS_LINES = ['Level 8, Menara CarSemak', 'Jalan Ampang', '50450 Kuala Lumpur', 'Malaysia'];
export const SUPPORT_PHONE = '+60 3-2776 8800';
/** The pager shows this many page links around the current page. */
export const PAGER_LINKS = 5;
/** The pager's jump-to-last link is offered only below this many rows (counting to the end is costly). */
export const PAGER_LAST_LINK_BELOW = 100_000;

/** The media type of the `.xlsx` files the portal sends. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
