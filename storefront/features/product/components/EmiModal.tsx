import { useEffect, useState } from 'react';
import { getEmiBanksByUser, type EmiBank } from '../../../../shared/api/checkout';
import { isOk } from '../../../../shared/api/client';
import { DEFAULT_EMI_MONTHS, emiPlan } from '../../../../shared/domain/emi';
import { formatNpr } from '../../../../shared/domain/money';
import { Modal } from '../../../../shared/ui/Modal';
import { SelectField } from '../../../../shared/ui/SelectField';
import { useAppDeps } from '../../../app/deps';
import { PRODUCT_TEXT as T } from '../messages';

/**
 * get-emi-banks-by-user (an authenticated call: only asked when someone is logged in). The server
 * filters the banks by the shopper's cart; when it answers none (empty cart, below a bank's
 * minimum), the modal shows the usual periods without banks.
 */
function useEmiBanks(open: boolean, loggedIn: boolean) {
  const { api } = useAppDeps();
  const [banks, setBanks] = useState<EmiBank[] | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!open || done) return undefined;
    if (!loggedIn) {
      setDone(true);
      return undefined;
    }
    let live = true;
    getEmiBanksByUser(api).then((answer) => {
      if (!live) return;
      setBanks(isOk(answer) && Array.isArray(answer.data) ? answer.data.filter((b) => b.emi_periods?.length) : []);
      setDone(true);
    });
    return () => {
      live = false;
    };
  }, [api, open, loggedIn, done]);
  return { banks: banks ?? [], done };
}

export interface EmiModalProps {
  open: boolean;
  /** The price the instalments divide (the discount price when there is one). */
  price: number;
  loggedIn: boolean;
  onClose: () => void;
}

/**
 * 'Calculate EMI' (spec part 2 §2; Flexi Pay maths of part 3 §9): the price divided by each
 * period's months, 0% interest and 0% down payment, per bank when the bank list is available.
 */
export function EmiModal({ open, price, loggedIn, onClose }: EmiModalProps) {
  const { banks } = useEmiBanks(open, loggedIn);
  const [bankId, setBankId] = useState('');
  const bank = banks.find((b) => String(b.id) === bankId) ?? banks[0] ?? null;
  // The bank's periods, else the usual ones (DEFAULT_EMI_MONTHS): the product's quoted emi_price
  // is the lowest instalment of the usual periods (shared/domain/emi.ts), the last row here.
  const periods = emiPlan(
    price,
    bank ? bank.emi_periods.map((p) => ({ key: String(p.id), months: p.months, name: p.name })) : DEFAULT_EMI_MONTHS.map((m) => ({ key: String(m), months: m, name: T.emiMonths(m) })),
  );
  const shownPrice = formatNpr(price);
  return (
    <Modal open={open} title={T.calculateEmi} onClose={onClose} description={T.emiIntro} className="cg-product-modal cg-emi">
      <p className="cg-emi__price">
        {T.emiProductPrice}: <strong>{shownPrice}</strong>
      </p>
      {banks.length ? (
        <SelectField
          label={T.emiBank}
          options={banks.map((b) => ({ value: String(b.id), label: b.bank_name }))}
          value={bank ? String(bank.id) : ''}
          onChange={(event) => setBankId(event.currentTarget.value)}
        />
      ) : null}
      <table className="cg-emi__table">
        <caption className="cg-visually-hidden">{T.emiTable(shownPrice)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.emiPeriod}</th>
            <th scope="col">{T.emiMonthly}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => (
            <tr key={p.key}>
              <th scope="row">{p.name || T.emiMonths(p.months)}</th>
              <td>{formatNpr(p.monthly, { decimals: 2 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cg-emi__note">{T.emiConversion}</p>
    </Modal>
  );
}
