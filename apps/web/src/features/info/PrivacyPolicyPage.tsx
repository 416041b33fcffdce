import { Anchor } from '@mantine/core';
import { COMPANY_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { InfoPage } from '../../ui/InfoPage';

export function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      description={`How ${COMPANY_NAME} handles your personal data under the Personal Data Protection Act 2010 (PDPA).`}
    >
      <h2>Who is responsible</h2>
      <p>
        {COMPANY_NAME} runs {PRODUCT_NAME} and is the data user of the personal data you give us. Write to{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
          {SUPPORT_EMAIL}
        </Anchor>{' '}
        with any question or request about your personal data.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your name, e-mail address, mobile number and referral code, and your
          password (stored only in a form that cannot be turned back into the password).
        </li>
        <li>
          <strong>Company details</strong> for company accounts: company name, registration number and contact number.
        </li>
        <li>
          <strong>Searches</strong>: the registration and chassis numbers you search, when you searched and the reports
          you bought. Guests give an e-mail address and mobile number with their search.
        </li>
        <li>
          <strong>Payments</strong>: amounts, credit top-ups, payment references and status, invoices and invoice
          payments. Card and bank details are entered on our payment provider's page and are not stored by us.
        </li>
        <li>
          <strong>Technical data</strong>: your IP address, login sessions and records of sign-in attempts, kept to
          protect accounts.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To open and run your account, and to verify your e-mail address.</li>
        <li>To carry out the checks you buy, keep your check history and let you open paid reports again.</li>
        <li>To take payments, keep your credit balance, and issue invoices and receipts.</li>
        <li>To send service e-mails such as verification, password reset and payment messages.</li>
        <li>To prevent fraud and misuse, and to meet our legal and accounting obligations.</li>
      </ul>
      <p>We do not sell your personal data and do not use it for third-party advertising.</p>

      <h2>Who receives it</h2>
      <p>
        Our payment provider, e-mail and hosting providers process data on our behalf, only as needed to provide their
        service. We disclose personal data to authorities only where the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Account, company and search data: while your account is open, and up to 12 months after it is closed.</li>
        <li>Payment, transaction and invoice records: 7 years, as Malaysian tax law requires.</li>
        <li>Sign-in and security records: up to 12 months.</li>
      </ul>

      <h2>Your rights</h2>
      <p>Under the PDPA you may:</p>
      <ul>
        <li>ask for access to the personal data we hold about you and a copy of it;</li>
        <li>ask us to correct data that is inaccurate, incomplete or out of date;</li>
        <li>withdraw your consent or ask us to limit the processing of your data, including for direct marketing;</li>
        <li>ask us to close your account.</li>
      </ul>
      <p>
        Send requests to{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
          {SUPPORT_EMAIL}
        </Anchor>{' '}
        from the e-mail address of your account. We answer within 21 days. Withdrawing consent for data we need to run
        your account means we can no longer provide the service to you.
      </p>

      <h2>Security</h2>
      <p>
        Data travels over encrypted connections, passwords are stored hashed, and only authorised staff can reach
        account data. Keep your password private and log out on shared computers.
      </p>

      <h2>Changes</h2>
      <p>
        We will publish any change to this policy on this page, and tell account holders by e-mail of changes that
        matter to them.
      </p>
    </InfoPage>
  );
}
