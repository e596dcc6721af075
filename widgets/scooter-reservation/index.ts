/**
 * <scooter-reservation product="ola-s1-pro" api-base="https://store.example/api/"
 *   return-url="https://brand.example/#reserve">: the scooter reservation flow (spec part 1)
 * for partner sites — login or registration, shipping address, payment and My reservations —
 * in a shadow root. Events (bubbles, composed): ready, auth-change, reservation-created,
 * payment-redirect (cancelable) and error. Theme tokens and parts: docs/widgets.md.
 */
import { createElement } from 'react';
import { attr } from '../runtime/attribute-values';
import { defineWidget } from '../runtime/define';
import '../../shared/ui/secondary-buttons.css';
import {
  ScooterReservation,
  SCOOTER_RESERVATION_ATTRIBUTES,
  SCOOTER_RESERVATION_TAG,
  type ScooterReservationProps,
} from './ScooterReservation';

export type * from './types';

export default defineWidget<ScooterReservationProps>({
  tag: SCOOTER_RESERVATION_TAG,
  attributes: SCOOTER_RESERVATION_ATTRIBUTES,
  props: ({ attributes }) => ({
    product: attr.text(attributes.product) || null,
    source: attr.text(attributes.source, 'ola'),
    returnUrl: attributes['return-url'],
    homeUrl: attributes['home-url'],
  }),
  render: (props, ctx) => createElement(ScooterReservation, { props, ctx }),
});
