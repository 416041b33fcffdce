/**
 * The report's words, said once for the screen and the PDF: vehicle details, claims, their severity and the
 * report's headline and notices.
 */
export const en = {
  vehicleDetails: 'Vehicle details',
  make: 'Make',
  family: 'Model',
  variant: 'Variant',
  yearOfManufacture: 'Year of manufacture',
  vehicleAge: 'Vehicle age',
  years_one: '{{count}} year',
  years_other: '{{count}} years',
  transmission: 'Transmission',
  engine: 'Engine',
  marketValue: 'Market value',
  // ISM ABI's two new prices (EMNEWPR, WMNEWPR): the same car costs more in Sabah and Sarawak.
  newNetSellingPrice: 'New car price (East Malaysia)',
  newCarPrice: 'New car price (Peninsular Malaysia)',
  vinChassis: 'Chassis number (VIN)',
  recordedOnOtherVin: 'Recorded on another VIN: {{chassis}}',
  estimateAuthorised: 'Estimate authorised',
  accidentLossType: 'Accident / loss type',
  typeOfLoss: 'Type of loss',
  mileage: 'Mileage',
  kilometres: '{{km}} km',
  parts: 'Parts',
  policyStatus: 'Policy status',
  insurer: 'Insurer',
  severity: {
    LOW: 'LOW',
    MEDIUM: 'MEDIUM',
    HIGH: 'HIGH',
    SEVERE: 'SEVERE',
  },
  standardEquipment: 'Standard equipment',
  disclaimer: 'Disclaimer',
  noAccidentRecorded: 'No accident history recorded for this vehicle.',
  claimsOnVehicle_one: '{{count}} accident claim recorded on this vehicle',
  claimsOnVehicle_other: '{{count}} accident claims recorded on this vehicle',
  claimsOnOtherVin_one: 'Also {{count}} claim recorded under the same registration number on another VIN.',
  claimsOnOtherVin_other: 'Also {{count}} claims recorded under the same registration number on another VIN.',
  absenceDisclaimer:
    'The absence of accident history does not mean the vehicle has never been in an accident: not every accident is claimed or recorded.',
  sameRegistrationOtherVin:
    'An accident was recorded under the same registration number on a different VIN (chassis number). The registration number may have been moved from another vehicle.',
  claimsUnderOtherRegistration:
    'Some accidents on this chassis number were recorded under a different registration number.',
} as const;
