/**
 * The buyer's journey in English: search, pay, the report and its history. Where the specification quotes a
 * sentence, this is that sentence exactly (tests compare).
 */
export const en = {
  // The search page (spec section 4).
  searchTitle: 'New Search for Past Accident(s) History for the following Vehicle',
  searchInstruction:
    'Please enter either Car Registration Number OR Chassis Number. You are not allowed to search using both fields.',
  vehicleNumber: 'Vehicle Number',
  vehicleNumberPlaceholder: 'e.g. WXY 1234',
  vehicleNumberDescription: 'Registration number, up to {{max}} letters and digits',
  or: 'OR',
  chassisNumber: 'Chassis Number',
  chassisNumberPlaceholder: 'e.g. PM2L252S002107437',
  chassisNumberDescription: 'Chassis number or VIN, as on the registration card',
  search: 'Search',
  cancel: 'Cancel',
  enterVehicleOrChassis: 'Please enter Vehicle Number / Chassis No to search',
  notBothSearchFields: 'You are not allowed to search using both fields.',
  lettersAndDigitsOnly: 'Only letters and digits are allowed',
  maxLength: 'Max. {{max}} characters allowed.',

  // A report the user already holds.
  ownedTitle: 'You already have this report',
  ownedIntro: 'You already hold a paid accident history report for {{vehicle}}.',
  ownedReference: 'Report {{reference}}, bought on {{date}}.',
  viewReport: 'View report',
  buyFresh: 'Buy a fresh report',
  buyFreshNote:
    'The recorded claims may have changed since. A fresh report is a new check, charged like any other search.',

  // Banners.
  errorTitle: 'Error:',
  dismissError: 'Dismiss error',
  somethingWrong: 'Something wrong',
  topUpYourCredit: 'Top up your credit',
  topUpAndSearchAgain: 'and search again; a search you have not paid for waits in your History.',
  vehicleNotFound: 'VEHICLE NOT FOUND',
  notFoundNotCharged: 'This vehicle is not in our records, so there is nothing to pay for.',
  plateSuggestionsTitle: 'Did you mean one of these?',
  plateSuggestionsNote: 'These registration numbers are in our records. You pay only if you buy a report.',
  searchSuggestion: 'Search {{plate}}',

  // The payment modal (Make Payment, then the Terms of Service).
  makePayment: 'Make Payment',
  termOfService: 'Term of Service',
  reportFor: 'Accident history report for',
  chooseMethod: 'Choose your payment method:',
  useCredit: 'Use {{credits}} now. Credit Balance = {{balance}}',
  credits_one: '{{amount}} Credit',
  credits_other: '{{amount}} Credits',
  creditShort: 'Not available: this search needs {{needed}}, and your credit balance is {{balance}}.',
  topUp: 'Top Up',
  payPerSearch: 'Pay Per Search via Credit Card or Online Banking',
  priceForSearch: '{{price}} for this search',
  pricedAtCheckout: 'Priced at checkout',
  postpaidOption: 'Postpaid: {{rate}} on your monthly invoice',
  postpaidDetail: "No credit is used: the search is billed on your company's next invoice.",
  proceed: 'Proceed',
  back: 'Back',
  agree: 'I AGREE',
  agreeToTerms: 'I AGREE to the Term of Service',
  readTerms: 'Read the Term of Service',
  hideTerms: 'Hide the Term of Service',
  payButton: 'Pay {{price}}',
  useCreditButton: 'Use {{credits}}',
  billInvoiceButton: 'Bill to my invoice',
  guestEmail: 'E-mail',
  guestEmailNote: "Your receipt and the report's link are sent here",
  guestMobile: 'Mobile No',
  guestMobileNote: 'e.g. 012-345 6789',
  paidTitle: 'Payment Completed',
  paidMailed:
    "A receipt with this report's link was sent to {{email}}. The link opens the report on this device; on another, ask for the link to My reports.",
  accessNoteAccount: 'Only you can open this address. To show this report to someone, use Share.',
  accessNoteCompany: "Only your company's users can open this address. To show this report to someone, use Share.",
  accessNoteAdministrator: 'Only its buyer (and the buyer’s company) and administrators can open this address.',
  accessNoteGuest: 'Only you can open this address, on this device. To show this report to someone, use Share.',
  otherDeviceTitle: 'This report opens on the device that paid for it',
  otherDeviceAction: 'Get the link to My reports',

  // The terms of a check (a summary of the Terms of Service page).
  termsIntro: 'By ticking I AGREE you accept these terms for this check:',
  termWhatTitle: 'What you buy.',
  termWhat:
    "A report of the insurance accident claims recorded for this vehicle in {{product}}'s records, with its vehicle details, market value and standard equipment where we hold them. It is not an inspection and says nothing about the vehicle's present condition.",
  termIncompleteTitle: 'The data may be incomplete.',
  termIncomplete: '{{coverage}} Accidents repaired without an insurance claim do not appear.',
  termRefundTitle: 'No refund once shown.',
  termRefundBefore:
    'The charge is taken when you press the button that pays, and a report that has been shown cannot be returned. If you were charged twice, or charged without getting a report, write to',
  termRefundAfter: 'within 30 days.',
  termOwnUseTitle: 'For your own use.',
  termOwnUse:
    'Use the report to decide about this vehicle; you may show it to the other party to its sale. Do not resell or publish it.',
  termsFullBefore: 'The full',
  termsFullLink: 'Terms of Service',
  termsFullAfter: 'apply.',
  coverage:
    'Records are mainly from 2017 onwards, and the search covers accidents recorded from 2003 onward. The data may be incomplete: the absence of accident history does not mean the absence of accidents.',

  // History.
  history: 'History',
  historyEmpty: 'No record found. Your searches will be listed here.',
  searchHistory: 'Search history',
  vehicleNo: 'Vehicle No',
  chassisNo: 'Chassis No',
  result: 'Result',
  searched: 'Searched',
  payAndView: 'Pay & view',
  view: 'View',
  searchCount_one: '{{count}} search',
  searchCount_other: '{{count}} searches',

  // The report page.
  vehicleReport: 'Vehicle Report',
  vehicleReportOf: 'Vehicle Report {{vehicle}}',
  backToSearch: 'Back to search',
  checkNotFound: 'This check does not exist. Please search again.',
  searchResultKicker: '{{product}} · Vehicle search result',
  vehicleFound: 'Vehicle found',
  fullHistoryTitle: 'Full history after payment',
  fullHistory:
    'The accident claims, vehicle details, market value and standard equipment of this vehicle are shown once the check is paid. A paid report stays in your History and can be opened again at no charge.',
  payAndViewReport: 'Pay and view report',
  newSearch: 'New search',
  checkBeforePaying:
    'Check that make, family and year match the vehicle in front of you before you pay. A registration number can move from one vehicle to another.',

  // The report.
  reportKicker: '{{product}} · Vehicle Accident History Report',
  print: 'Print',
  downloadPdf: 'Download PDF',
  referenceId: 'Reference ID',
  searchedOn: 'Searched on',
  searchedBy: 'Searched by',
  byRegistration: 'Registration number',
  byChassis: 'Chassis number {{chassis}}',
  worstSeverity: 'Worst severity:',
  sameRegistrationOtherVinTitle: 'Registration number used on another vehicle',
  claimsUnderOtherRegistrationTitle: 'Claims under another registration number',
  theVehicle: 'The vehicle',
  noPhotoOf: 'No photo of {{vehicle}}',
  registrationNo: 'Registration No',
  noStandardEquipment: 'No standard equipment list is held for this variant.',
  disclaimerCoverage: '{{coverage}} Not every accident is claimed or recorded.',
  disclaimerText:
    'This report describes insurance claims recorded for the vehicle; it is not an inspection and says nothing about its present condition. Severity is the authorised repair estimate as a share of the sum insured (Low 1 to 5 %, Medium 6 to 15 %, High 16 to 30 %, Severe above 30 %). Market values and new car prices are indications for the variant. Read the full',
  disclaimerLink: 'Disclaimer',
  disclaimerEnd: '.',

  // Claims.
  accidentLossDate: 'Accident / loss date',
  claimType: 'Claim type',
  severityLabel: 'Severity',
  partsAffected: 'Parts affected',
  sameAccidentClaims: 'Claims for the same accident',
  registrationAtTheTime: 'Registration no. at the time',
  model: 'Model',
  trim: 'Trim',
  claimsOnThisVehicle: 'Accident claims on this vehicle',
  chassisNoValue: 'Chassis No {{chassis}}',
  otherVinNote:
    'A different vehicle that carried this registration number. These claims are not on the chassis in this report.',
  printedOn: 'Printed on {{date}} · {{product}}',
} as const;
