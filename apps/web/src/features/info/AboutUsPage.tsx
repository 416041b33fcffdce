import { Anchor } from '@mantine/core';
import { COMPANY_NAME, PRODUCT_NAME, PRODUCT_TAGLINE } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { InfoPage } from '../../ui/InfoPage';
import { coverageStatement } from './coverage';

export function AboutUsPage() {
  return (
    <InfoPage title="About Us" description={PRODUCT_TAGLINE}>
      <h2>Who we are</h2>
      <p>
        {PRODUCT_NAME} is the vehicle-history service of {COMPANY_NAME}, whose parent is a data-collection company that
        gathers and keeps insurance accident-claim records for vehicles in Malaysia. {PRODUCT_NAME} opens those records
        to anyone about to buy, sell or trade in a used vehicle, so that the price can reflect the vehicle's real
        history.
      </p>

      <h2>What a report contains</h2>
      <p>
        You search a vehicle by its registration number or by its chassis number (VIN), one of the two. A report shows:
      </p>
      <ul>
        <li>
          <strong>Vehicle details</strong>: make, model, variant, year of manufacture, transmission, engine and the
          chassis number the records belong to.
        </li>
        <li>
          <strong>Value</strong>: the market value and the new car price of the variant.
        </li>
        <li>
          <strong>Standard equipment</strong> of the variant as it left the factory.
        </li>
        <li>
          <strong>Insurance accident claims</strong>: every claim recorded for the vehicle, with the accident date, the
          authorised repair estimate and its severity (Low, Medium, High or Severe), the type of loss and the parts
          involved.
        </li>
      </ul>
      <p>
        When an accident was recorded under the same registration number but on a different chassis number, the report
        says so, because registration numbers can move from one vehicle to another.
      </p>

      <h2>How complete the data is</h2>
      <p>
        The records come from insurance claims. An accident that was repaired privately, or never claimed from an
        insurer, leaves no record with us. {coverageStatement}
      </p>
      <p>
        A report is one piece of evidence. Have the vehicle inspected by a qualified mechanic before you buy it. See the{' '}
        <Anchor component={Link} to={paths.disclaimer} inherit>
          Disclaimer
        </Anchor>{' '}
        for the limits of the data.
      </p>

      <h2>Who uses {PRODUCT_NAME}</h2>
      <p>
        Private buyers register as individuals and pay per check, from prepaid credit or by card or online banking.
        Dealers and other companies that check many vehicles register as companies and can get package prices, postpaid
        rates and monthly invoices.
      </p>
      <p>
        Questions? Visit{' '}
        <Anchor component={Link} to={paths.contactUs} inherit>
          Contact Us
        </Anchor>
        .
      </p>
    </InfoPage>
  );
}
