/**
 * A partner's React 19 application using the store's widgets as any React host would: it sets
 * their properties from its state (productId, product), listens to their events with
 * `on<event-name>` props, and re-renders them (the widgets keep their own state across).
 */
import { useEffect, useState } from 'react';
import type {} from '../../widgets/react-jsx';
import type { AddToCartDetail } from '../../widgets/product-card/types';
import type { CartChangeDetail } from '../../widgets/mini-cart/types';
import type { AuthChangeDetail } from '../../widgets/scooter-reservation/types';

interface Product {
  id: number;
  name: string;
  availability?: number | string;
}

const SCOOTERS = ['ola-s1-pro', 'ola-s1-air'];

export function App({ store }: { store: string }) {
  const [products, setProducts] = useState<Product[]>([]);
  const [productId, setProductId] = useState<string | null>(null);
  const [scooter, setScooter] = useState(SCOOTERS[0]);
  const [added, setAdded] = useState<AddToCartDetail[]>([]);
  const [cart, setCart] = useState<CartChangeDetail | null>(null);
  const [shopper, setShopper] = useState<string | null>(null);
  const [renders, setRenders] = useState(0);

  useEffect(() => {
    fetch(`${store}/api/new-arrival`)
      .then((res) => res.json())
      .then((body: { data?: { products?: Product[] } }) => {
        const list = (body.data?.products ?? []).filter((p) => Number(p.availability) === 1).slice(0, 5);
        setProducts(list);
        if (list[0]) setProductId(String(list[0].id));
      })
      .catch(() => setProducts([]));
  }, [store]);

  return (
    <>
      <header className="site">
        <div className="wrap">
          <span className="brand">OLA ELECTRIC · React</span>
          <mini-cart oncart-change={(e) => setCart(e.detail)} />
        </div>
      </header>
      <main className="wrap">
        <h1>The store's widgets in a React 19 application</h1>
        <p className="intro">
          React sets the widgets' properties from its state, hears their events through <code>on&lt;event&gt;</code> props and
          re-renders them; the widgets keep what the shopper did.
        </p>
        <div className="controls">
          <label>
            Product{' '}
            <select value={productId ?? ''} onChange={(e) => setProductId(e.target.value)} disabled={!products.length}>
              {products.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Scooter{' '}
            <select value={scooter} onChange={(e) => setScooter(e.target.value)}>
              {SCOOTERS.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => setRenders((n) => n + 1)}>
            Re-render the app ({renders})
          </button>
        </div>
        <ul className="facts" aria-label="What the app heard">
          <li id="heard-added" role="status">
            {added.length ? `Added to cart: ${added.map((a) => a.name).join(', ')}` : 'Nothing added yet.'}
          </li>
          <li id="heard-cart">{cart ? `Cart: ${cart.count} item(s), ${cart.loggedIn ? 'logged in' : 'guest'}` : 'Cart: waiting'}</li>
          <li id="heard-shopper">{shopper ? `Shopper: ${shopper}` : 'Shopper: logged out'}</li>
        </ul>
        <div className="cards">
          {productId && <product-card productId={productId} onadd-to-cart={(e) => setAdded((a) => [e.detail, ...a])} />}
        </div>
        <scooter-reservation
          product={scooter}
          returnUrl="/react/"
          onauth-change={(e: CustomEvent<AuthChangeDetail>) => setShopper(e.detail.user?.name ?? null)}
        />
      </main>
    </>
  );
}
