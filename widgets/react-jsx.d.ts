/**
 * JSX typings of the widgets for React 19 hosts: `<product-card productId={id} onadd-to-cart={…}>`
 * type-checks. React 19 sets a custom element's property when the element has it (the loader's
 * elements mirror every attribute as a camelCased property), passes other props as attributes,
 * and listens to `on<event-name>` props as DOM events of that exact name.
 * Import it once in the host app: `import type {} from '<widgets>/react-jsx';`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { MiniCartElement, MiniCartEventMap } from './mini-cart/types';
import type { ProductCardElement, ProductCardEventMap } from './product-card/types';
import type { ScooterReservationElement, ScooterReservationEventMap } from './scooter-reservation/types';

/** The props of a widget element: its attributes, its properties, `on<event>` listeners, the usual HTML ones. */
export type WidgetJsxProps<E extends HTMLElement, Attribute extends string, Property extends keyof E, Events> = Omit<
  DetailedHTMLProps<HTMLAttributes<E>, E>,
  Property & string
> & { [A in Attribute]?: string | null } & { [P in Property]?: E[P] } & {
  [K in keyof Events as `on${K & string}`]?: (event: Events[K]) => void;
};

export type ProductCardJsxProps = WidgetJsxProps<ProductCardElement, 'product-id' | 'api-base', 'productId' | 'apiBase', ProductCardEventMap>;
export type MiniCartJsxProps = WidgetJsxProps<MiniCartElement, 'api-base', 'apiBase', MiniCartEventMap>;
export type ScooterReservationJsxProps = WidgetJsxProps<
  ScooterReservationElement,
  'product' | 'api-base' | 'return-url' | 'source' | 'home-url',
  'product' | 'apiBase' | 'returnUrl' | 'source' | 'homeUrl',
  ScooterReservationEventMap
>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'product-card': ProductCardJsxProps;
      'mini-cart': MiniCartJsxProps;
      'scooter-reservation': ScooterReservationJsxProps;
    }
  }
}
