import { PRODUCT_NAME } from '@portal/contract';
import { InfoPage } from '../../ui/InfoPage';
import { coverageStatement } from './coverage';

export function DisclaimerPage() {
  return (
    <InfoPage title="Disclaimer">
      <h2>Source of the information</h2>
      <p>
        {PRODUCT_NAME} reports are compiled from insurance accident-claim records collected by our parent
        data-collection company, and from vehicle and price data of the insurance industry. We do not inspect vehicles,
        and we do not create or change the underlying records.
      </p>

      <h2>The data may be incomplete</h2>
      <p>
        {coverageStatement} Accidents repaired without an insurance claim, claims not yet reported to us, and claims
        recorded with a wrong registration or chassis number may not appear in a report.
      </p>

      <h2>How to read a report</h2>
      <ul>
        <li>
          A report is not a statement about the present condition of a vehicle and does not replace an inspection by a
          qualified mechanic.
        </li>
        <li>
          Severity is derived from the authorised repair estimate as a share of the sum insured: Low 1 to 5 %, Medium 6
          to 15 %, High 16 to 30 % and Severe above 30 %. It describes the cost of a claim, not the quality of the
          repair.
        </li>
        <li>
          Market values and new car prices are indications for the variant and may differ from the price of a particular
          vehicle.
        </li>
        <li>
          Registration numbers can be moved between vehicles. Where an accident was recorded under the same registration
          number but a different chassis number, the report says so; compare the chassis number with the vehicle in
          front of you.
        </li>
      </ul>

      <h2>Liability</h2>
      <p>
        Reports are provided as they are, for information, to help you decide about a vehicle. We take care to present
        the records faithfully but cannot guarantee that they are complete or free of error. To the extent the law
        allows, our liability for any report is limited to the amount you paid for it.
      </p>
    </InfoPage>
  );
}
