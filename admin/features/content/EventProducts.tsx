import { useState } from 'react';
import { api } from '../../app/api';
import { DataTable, type Column } from '../../ui/DataTable';
import type { Notice } from '../../ui/Notice';
import { refusal } from '../../ui/StatusChange';
import { TargetField } from './TargetField';

export interface EventProduct {
  product_id: number;
  name: string;
  position: number;
  status: number;
}

export interface EventProductsProps {
  eventId: number;
  products: readonly EventProduct[];
  /** After a change: the outcome, and the event read again. */
  onDone(notice: Notice): void;
}

/** The products an event lists: each can be taken off; one found by name or number is added at the end. */
export function EventProducts({ eventId, products, onDone }: EventProductsProps) {
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (method: 'POST' | 'DELETE', path: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await api(`content/events/${eventId}/products${path}`, { method, body });
      onDone({ tone: 'success', text: `${done} Shoppers see it on their next page load.` });
      if (method === 'POST') setChosen('');
    } catch (err) {
      onDone({ tone: 'danger', text: refusal(err) });
    } finally {
      setBusy(false);
    }
  };
  const columns: Column<EventProduct>[] = [
    { key: 'name', header: 'Product', cell: (p) => <>{p.name}<br /><span className="ad-muted">#{p.product_id}</span></> },
    { key: 'status', header: 'Shown', cell: (p) => (p.status ? 'Yes' : 'Hidden product') },
    {
      key: 'actions',
      header: 'Change',
      cell: (p) => (
        <button type="button" className="ad-button ad-button--quiet" disabled={busy} aria-label={`Take ${p.name} off the event`} onClick={() => void act('DELETE', `/${p.product_id}`, undefined, 'Product taken off the event.')}>
          Take off
        </button>
      ),
    },
  ];
  return (
    <>
      <form
        className="ad-form"
        aria-label="Add a product to the event"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d+$/.test(chosen)) void act('POST', '', { product_id: Number(chosen) }, 'Product added to the event.');
          else onDone({ tone: 'danger', text: 'Choose a product first: find it by part of its name or its number.' });
        }}
      >
        <TargetField linkType="PR" value={chosen} onChange={setChosen} onBlur={() => undefined} error={null} label="Product to add" />
        <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
          Add product
        </button>
      </form>
      <DataTable caption="Products of this event" columns={columns} rows={products} rowKey={(p) => p.product_id} empty="No products yet: shoppers see an empty event." />
    </>
  );
}
