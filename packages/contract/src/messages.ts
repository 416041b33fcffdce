/** The product's own words (specification sections 5 and 8), shared by server and web. */
export const messages = {
  required: 'This field is required',
  notMatched: 'Data not matched',
  minLength: (n: number) => `Min. ${n} characters required.`,
  maxLength: (n: number) => `Max. ${n} characters allowed.`,
  invalidEmail: 'Invalid email',
  negativeNumber: 'Negative value is not allowed',
  invalidNumeric: 'Invalid numeric',
  invalidInteger: 'Invalid integer',
  invalidUrl: 'Invalid url',
  invalidDate: 'Invalid date',
  invalidMobile: 'Invalid mobile number',

  passwordTooShort: 'Password should be at least 8 characters long.',
  passwordTooLong: 'Password should be at most 20 characters long.',
  passwordNeedsUppercase: 'Password should contain at least one uppercase letter.',
  passwordNeedsLowercase: 'Password should contain at least one lowercase letter.',
  passwordNeedsNumber: 'Password should contain at least one number.',
  passwordNeedsSpecial: 'Password should contain at least one special character.',
  passwordNotMatched: 'Password not matched',

  loginFailedTitle: 'Invalid login id / password',
  loginFailedText: 'Please enter a valid login id and password to continue.',
  verificationNeededTitle: 'Verification Needed',
  verificationNeededText:
    'Your account is not verified yet. Please check your email and follow the verification link, or ask for a new one.',
  accountInactive: 'Your account is not active, please contact administrator.',
  tooManyLoginAttempts:
    'Too many failed login attempts. Please wait 15 minutes before trying again, or reset your password.',

  referralCodeUnknown: 'Referral code not found',
  registered: 'Thank you for registering. Please check your email and follow the link in it to verify your account.',
  emailAlreadyRegistered: 'This email is already registered. Please login or reset your password.',
  verificationEmailResent: 'If the account exists and is not verified yet, a new verification email has been sent.',
  verified: 'Account verified successfully, please login.',
  verifyFailed: 'Account verified failed, please contact administrator.',
  alreadyVerified: 'Your account is already verified, please login.',
  resetEmailSent: 'Email sent. Please check your email and follow instruction to reset your password.',
  resetInstruction: "Enter your registered email address and we'll send you a link to reset your password.",
  passwordResetDone: 'Your password has been reset. You can now login with your new password.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',

  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unsupportedCharacters:
    'Some of what you entered contains characters we cannot accept. Please retype it and try again.',
  unauthorisedTitle: 'Proceed to login?',
  unauthorisedText: 'Please login to use the features',
  forbidden: 'You are unauthorize to access the resource.',
  notFound: 'The page you are looking for was not found',
  serverError: 'Please contact administrator.',
  somethingWrong: 'Something wrong',
  errorPopupTitle: 'Opps!',
  validationFailed: 'Please correct the highlighted fields.',

  enterVehicleOrChassis: 'Please enter Vehicle Number / Chassis No to search',
  notBothSearchFields: 'You are not allowed to search using both fields.',
  searchInstruction:
    'Please enter either Car Registration Number OR Chassis Number. You are not allowed to search using both fields.',
  searchTitle: 'New Search for Past Accident(s) History for the following Vehicle',
  enterEmailAndMobile: 'Please enter Email and Mobile No',
  lettersAndDigitsOnly: 'Only letters and digits are allowed',
  creditInsufficient: 'Credit insufficient!',
  vehicleNotFound: 'VEHICLE NOT FOUND',
  notFoundNotCharged: 'This vehicle is not in our records, so there is nothing to pay for.',
  checkAlreadyPaid: 'This check is already paid. Open it from your History.',
  checkNotFound: 'This check does not exist. Please search again.',
  paymentTypeNotOffered: 'This payment method is not available for this check.',
  noAccidentRecorded: 'No accident history recorded for this vehicle.',
  absenceDisclaimer:
    'The absence of accident history does not mean the vehicle has never been in an accident: not every accident is claimed or recorded.',
  sameRegistrationOtherVin:
    'An accident was recorded under the same registration number on a different VIN (chassis number). The registration number may have been moved from another vehicle.',
  claimsUnderOtherRegistration:
    'Some accidents on this chassis number were recorded under a different registration number.',
  deleteConfirm: 'Are you sure to delete the item? [CONFIRM] to continue.',
  deleteFailed: (item: string) =>
    `Not able to delete ${item} item, The item might be already tied with some other record(s), please release its usage before continue.`,
  deleteDone: (item: string) => `The ${item} item deleted successfully.`,
} as const;
