/**
 * The legal and information pages in English: the specification's words. `<tag>…</tag>` marks a link or an
 * emphasis the page puts there (react-i18next's Trans); `{{product}}`, `{{company}}` and `{{email}}` are names.
 */
export const en = {
  terms: {
    title: 'Terms of Service',
    description: 'These terms apply to every use of {{product}}, a service of {{company}}',
    serviceTitle: '1. The service',
    service:
      '{{product}} sells reports of the insurance accident history of vehicles, searched by registration number or by chassis number. What a report contains and the limits of the data are described on the <about>About Us</about> and <disclaimer>Disclaimer</disclaimer> pages, which form part of these terms.',
    accountsTitle: '2. Accounts',
    accounts1: 'Give true details when you register and keep them up to date.',
    accounts2:
      'Keep your password to yourself. You are responsible for the checks made and the credit used through your account.',
    accounts3:
      'Register as a company only on behalf of a business you are allowed to represent. Company accounts may get package prices or postpaid rates by agreement.',
    accounts4: 'Guests may buy a single check with an e-mail address and a mobile number, without an account.',
    paidTitle: '3. Paid checks and credits',
    paid1: 'Every check has a price, shown in credits or in RM before you confirm it. Prices are in Malaysian ringgit.',
    paid2:
      'You pay from your prepaid credit balance, or per search by card or online banking through our payment provider. Credit is bought in top-up packages and is added to your balance once the payment is completed.',
    paid3:
      'Credit is deducted when you agree to these terms and confirm a check. Credit has no cash value and cannot be transferred to another account.',
    paid4:
      'Postpaid company accounts are charged their agreed rate per check and are billed by invoice; invoices are due as stated on them.',
    refundsTitle: '4. Vehicles not found and refunds',
    refunds:
      'A search that finds no record of the vehicle is never charged. Once a report has been opened it cannot be returned. If you were charged for a check that did not produce a report, or charged twice, write to <mail>{{email}}</mail> within 30 days and we will restore your credit or refund the payment.',
    useTitle: '5. Acceptable use',
    use1: 'Use reports only to assess a vehicle that you intend to buy, sell, finance, insure or repair.',
    use2: "You may share a report with the other party to that vehicle's sale. Do not resell reports, publish them or build a database from them.",
    use3: 'Do not search by automated means, probe the service for weaknesses, or try to reach reports or accounts that are not yours.',
    use4: 'Do not use the service to identify, trace or harass any person.',
    useAfter:
      "Anyone who holds a report's link can open that report, so share the link with care. We may suspend an account that breaks these rules and keep any credit used for checks already made.",
    liabilityTitle: '6. Liability',
    liability:
      'Reports are based on third-party records that may be incomplete. To the extent the law allows, our liability for any check is limited to the price you paid for it, and we are not liable for indirect loss such as lost profit.',
    changesTitle: '7. Changes and governing law',
    changes:
      'We may change these terms; the version shown when you confirm a check applies to that check. These terms are governed by the laws of Malaysia, and the courts of Kuala Lumpur have jurisdiction.',
  },
  disclaimer: {
    title: 'Disclaimer',
    sourceTitle: 'Source of the information',
    source:
      '{{product}} reports are compiled from insurance accident-claim records collected by our parent data-collection company, and from vehicle and price data of the insurance industry. We do not inspect vehicles, and we do not create or change the underlying records.',
    incompleteTitle: 'The data may be incomplete',
    incomplete:
      '{{coverage}} Accidents repaired without an insurance claim, claims not yet reported to us, and claims recorded with a wrong registration or chassis number may not appear in a report.',
    readingTitle: 'How to read a report',
    reading1:
      'A report is not a statement about the present condition of a vehicle and does not replace an inspection by a qualified mechanic.',
    reading2:
      'Severity is derived from the authorised repair estimate as a share of the sum insured: Low 1 to 5 %, Medium 6 to 15 %, High 16 to 30 % and Severe above 30 %. It describes the cost of a claim, not the quality of the repair.',
    reading3:
      'Market values and new car prices are indications for the variant and may differ from the price of a particular vehicle.',
    reading4:
      'Registration numbers can be moved between vehicles. Where an accident was recorded under the same registration number but a different chassis number, the report says so; compare the chassis number with the vehicle in front of you.',
    liabilityTitle: 'Liability',
    liability:
      'Reports are provided as they are, for information, to help you decide about a vehicle. We take care to present the records faithfully but cannot guarantee that they are complete or free of error. To the extent the law allows, our liability for any report is limited to the amount you paid for it.',
  },
  about: {
    title: 'About Us',
    tagline: 'Insurance accident history of used vehicles in Malaysia',
    whoTitle: 'Who we are',
    who: "{{product}} is the vehicle-history service of {{company}}, whose parent is a data-collection company that gathers and keeps insurance accident-claim records for vehicles in Malaysia. {{product}} opens those records to anyone about to buy, sell or trade in a used vehicle, so that the price can reflect the vehicle's real history.",
    reportTitle: 'What a report contains',
    report:
      'You search a vehicle by its registration number or by its chassis number (VIN), one of the two. A report shows:',
    report1:
      '<b>Vehicle details</b>: make, model, variant, year of manufacture, transmission, engine and the chassis number the records belong to.',
    report2: '<b>Value</b>: the market value and the new car price of the variant.',
    report3: '<b>Standard equipment</b> of the variant as it left the factory.',
    report4:
      '<b>Insurance accident claims</b>: every claim recorded for the vehicle, with the accident date, the authorised repair estimate and its severity (Low, Medium, High or Severe), the type of loss and the parts involved.',
    reportAfter:
      'When an accident was recorded under the same registration number but on a different chassis number, the report says so, because registration numbers can move from one vehicle to another.',
    completeTitle: 'How complete the data is',
    complete:
      'The records come from insurance claims. An accident that was repaired privately, or never claimed from an insurer, leaves no record with us. {{coverage}}',
    evidence:
      'A report is one piece of evidence. Have the vehicle inspected by a qualified mechanic before you buy it. See the <disclaimer>Disclaimer</disclaimer> for the limits of the data.',
    usersTitle: 'Who uses {{product}}',
    users:
      'Private buyers register as individuals and pay per check, from prepaid credit or by card or online banking. Dealers and other companies that check many vehicles register as companies and can get package prices, postpaid rates and monthly invoices.',
    questions: 'Questions? Visit <contact>Contact Us</contact>.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Questions about a report, a payment, your credit or a company account? Our support team is here to help.',
    emailTitle: 'E-mail',
    emailHint: 'For a question about a report, give the vehicle registration number or the report link.',
    phoneTitle: 'Phone',
    phoneHint: 'Calls are answered during business hours.',
    hoursTitle: 'Business hours',
    hours: 'Mon to Fri 9.00am to 6.00pm (8.30am to 4.30pm in Ramadhan)',
    hoursHint: 'Closed on Saturdays, Sundays and public holidays.',
    officeTitle: 'Office',
    dealers:
      '<b>Dealers and companies:</b> ask us about package prices, postpaid rates and monthly invoices for high-volume checks.',
  },
} as const;
