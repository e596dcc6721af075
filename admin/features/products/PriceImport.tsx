import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../shared/ui/Alert';
import { api } from '../../app/api';
import { refusal } from '../../ui/StatusChange';

interface ImportReport {
  applied: number;
  refused: { line: number; id?: number | string; model_number?: string; message: string }[];
}

/** A CSV of prices and stock for many products at once, checked row by row; the rows refused are listed with why. */
export function PriceImport({ onImported }: { onImported(): void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFailure('Choose a CSV file first.');
      return;
    }
    setBusy(true);
    setFailure(null);
    setReport(null);
    try {
      const answer = await api<ImportReport>('products/import', { method: 'POST', csv: await file.text() });
      setReport(answer);
      onImported();
    } catch (err) {
      setFailure(refusal(err));
      const body = (err as { body?: ImportReport | null }).body;
      if (body?.refused) setReport({ applied: body.applied ?? 0, refused: body.refused });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ad-card" aria-labelledby="ad-import-title">
      <h2 id="ad-import-title" className="ad-card__title">
        Update prices and stock from a CSV file
      </h2>
      <p className="ad-hint">
        The first row names the columns: <span className="ad-code">id</span> or <span className="ad-code">model_number</span>, then any of{' '}
        <span className="ad-code">price</span>, <span className="ad-code">discount_price</span>, <span className="ad-code">stock</span>,{' '}
        <span className="ad-code">status</span>. Good rows are applied together; refused rows are listed below.
      </p>
      <form className="ad-form" onSubmit={(e) => void submit(e)}>
        <div className="cg-field">
          <label className="cg-field__label" htmlFor={fileId}>
            CSV file
          </label>
          <input id={fileId} type="file" accept=".csv,text/csv" className="ad-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </button>
      </form>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {report ? (
        <div role="status">
          <p>
            {report.applied.toLocaleString('en-IN')} {report.applied === 1 ? 'product' : 'products'} updated; {report.refused.length.toLocaleString('en-IN')} {report.refused.length === 1 ? 'row' : 'rows'} refused.
          </p>
          {report.refused.length ? (
            <ul className="ad-report">
              {report.refused.slice(0, 200).map((r) => (
                <li key={r.line}>
                  Line {r.line}: {r.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
