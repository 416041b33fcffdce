import { Anchor } from '@mantine/core';
import { COMPANY_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { InfoPage } from '../../ui/InfoPage';
import { endSentence } from '../../ui/text';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      description={`These terms apply to every use of ${PRODUCT_NAME}, a service of ${endSentence(COMPANY_NAME)}`}
    >
      <h2>1. The service</h2>
      <p>
        {PRODUCT_NAME} sells reports of the insurance accident history of vehicles, searched by registration number or
        by chassis number. What a report contains and the limits of the data are described on the{' '}
        <Anchor component={Link} to={paths.aboutUs} inherit>
          About Us
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to={paths.disclaimer} inherit>
          Disclaimer
        </Anchor>{' '}
        pages, which form part of these terms.
      </p>

      <h2>2. Accounts</h2>
      <ul>
        <li>Give true details when you register and keep them up to date.</li>
        <li>
          Keep your password to yourself. You are responsible for the checks made and the credit used through your
          account.
        </li>
        <li>
          Register as a company only on behalf of a business you are allowed to represent. Company accounts may get
          package prices or postpaid rates by agreement.
        </li>
        <li>Guests may buy a single check with an e-mail address and a mobile number, without an account.</li>
      </ul>

      <h2>3. Paid checks and credits</h2>
      <ul>
        <li>
          Every check has a price, shown in credits or in RM before you confirm it. Prices are in Malaysian ringgit.
        </li>
        <li>
          You pay from your prepaid credit balance, or per search by card or online banking through our payment
          provider. Credit is bought in top-up packages and is added to your balance once the payment is completed.
        </li>
        <li>
          Credit is deducted when you agree to these terms and confirm a check. Credit has no cash value and cannot be
          transferred to another account.
        </li>
        <li>
          Postpaid company accounts are charged their agreed rate per check and are billed by invoice; invoices are due
          as stated on them.
        </li>
      </ul>

      <h2>4. Vehicles not found and refunds</h2>
      <p>
        A search that finds no record of the vehicle is never charged. Once a report has been opened it cannot be
        returned. If you were charged for a check that did not produce a report, or charged twice, write to{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
          {SUPPORT_EMAIL}
        </Anchor>{' '}
        within 30 days and we will restore your credit or refund the payment.
      </p>

      <h2>5. Acceptable use</h2>
      <ul>
        <li>Use reports only to assess a vehicle that you intend to buy, sell, finance, insure or repair.</li>
        <li>
          You may share a report with the other party to that vehicle's sale. Do not resell reports, publish them or
          build a database from them.
        </li>
        <li>
          Do not search by automated means, probe the service for weaknesses, or try to reach reports or accounts that
          are not yours.
        </li>
        <li>Do not use the service to identify, trace or harass any person.</li>
      </ul>
      <p>
        Anyone who holds a report's link can open that report, so share the link with care. We may suspend an account
        that breaks these rules and keep any credit used for checks already made.
      </p>

      <h2>6. Liability</h2>
      <p>
        Reports are based on third-party records that may be incomplete. To the extent the law allows, our liability for
        any check is limited to the price you paid for it, and we are not liable for indirect loss such as lost profit.
      </p>

      <h2>7. Changes and governing law</h2>
      <p>
        We may change these terms; the version shown when you confirm a check applies to that check. These terms are
        governed by the laws of Malaysia, and the courts of Kuala Lumpur have jurisdiction.
      </p>
    </InfoPage>
  );
}
