// A React 19 integrator's component against the widgets' JSX typings (type-checked by
// integrator.test.ts against the declarations the build ships; the project's type check skips it).
import { useState } from 'react';
import type {} from '@cg-digital/widgets/react';

export function Shop({ id }: { id: string }) {
  const [names, setNames] = useState<string[]>([]);
  const [count, setCount] = useState(0);
  return (
    <div>
      <mini-cart oncart-change={(e) => setCount(e.detail.count)} />
      <product-card productId={id} api-base="https://store.example/api/" onadd-to-cart={(e) => setNames([...names, e.detail.name])} />
      <scooter-reservation product="ola-s1-pro" returnUrl="/back" onreservation-created={(e) => console.log(e.detail.bookingId, count)} />
    </div>
  );
}
