import type { StoredShippingAddress } from '../storage/keys';
import { FormField } from '../ui/FormField';
import type { Place } from '../ui/locationLoaders';
import { LocationSelects } from '../ui/LocationSelects';
import { TextAreaField } from '../ui/TextAreaField';
import { useForm } from '../ui/useForm';
import { useLocationCascade } from '../ui/useLocationCascade';
import { TEXT_LIMITS as L } from '../validation/limits';
import { shippingAddressChecks, validate, type ShippingAddressValues } from '../validation/rules';
import type { PaymentState } from './flow';
import { useHost } from './host';
import { RESERVATION_TEXT as T } from './messages';
import { RESERVATION_PATHS } from './paths';
import { Shell } from './Shell';

const nameOf = (list: Place[], id: string) => list.find((p) => String(p.id) === id)?.name ?? '';

type Values = ShippingAddressValues & Record<string, string>;

function initialValues(stored: StoredShippingAddress | null, user: { name?: string; email?: string; mobile?: string } | null): Values {
  return {
    full_name: stored?.full_name ?? user?.name ?? '',
    phone: stored?.phone ?? user?.mobile ?? '',
    email: stored?.email ?? user?.email ?? '',
    province: stored?.province ?? '',
    city: stored?.city ?? '',
    area: stored?.area ?? '',
    address: stored?.address ?? '',
    note: stored?.note ?? '',
  };
}

/**
 * /shippingAddress: full name, mobile, email, province, city, area, address and an optional
 * note. Choosing a province clears city and area and loads its cities; choosing a city clears
 * area and loads its areas (spec part 1 §4). The address is saved under shipping_address and
 * carried to the payment screen with the location names.
 */
export function ShippingAddressScreen() {
  const host = useHost();
  const { api, storage, navigator, source } = host;
  const form = useForm<Values>({
    initialValues: initialValues(storage.get('shipping_address'), host.session.user),
    validate: (values) => validate(shippingAddressChecks, values),
    onSubmit: (values) => {
      const address: StoredShippingAddress = {
        full_name: values.full_name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        province: values.province,
        city: values.city,
        area: values.area,
        address: values.address.trim(),
        note: values.note.trim(),
      };
      storage.set('shipping_address', address);
      const state: PaymentState = {
        address,
        names: { province: nameOf(places.provinces, values.province), city: nameOf(places.cities, values.city), area: nameOf(places.areas, values.area) },
      };
      navigator.go(RESERVATION_PATHS.payment, state);
    },
  });

  // The saved address's lists load at once; a choice clears what hangs below it.
  const places = useLocationCascade(api, { source, initial: form.values, onChange: (patch) => form.set(patch) });

  const text = (name: keyof ShippingAddressValues & string) => ({ ...form.field(name), error: form.error(name) });

  return (
    <Shell title={T.shippingTitle} intro={T.shippingIntro}>
      <form onSubmit={form.handleSubmit} noValidate aria-label={T.shippingTitle} className="cg-res-form cg-res-form--grid">
        <FormField label={T.fullName} type="text" autoComplete="name" maxLength={L.name} {...text('full_name')} />
        <FormField label={T.mobileNumber} type="tel" autoComplete="tel-national" inputMode="numeric" hint={T.mobileHint} {...text('phone')} />
        <FormField label={T.email} type="email" autoComplete="email" maxLength={L.email} className="cg-res-form__full" {...text('email')} />
        <LocationSelects
          cascade={places}
          values={form.values}
          names={{ province: 'province', city: 'city', area: 'area' }}
          labels={{ province: T.province, city: T.city, area: T.area }}
          placeholders={{ province: T.choose(T.province), city: T.choose(T.city), area: T.choose(T.area) }}
          errors={{ province: form.error('province'), city: form.error('city'), area: form.error('area') }}
        />
        <FormField label={T.address} type="text" autoComplete="street-address" maxLength={L.address} hint={T.addressHint} {...text('address')} />
        <TextAreaField label={T.note} rows={3} maxLength={L.note} className="cg-res-form__full" {...text('note')} />
        <button type="submit" className="cg-button cg-button--primary cg-button--block cg-res-form__full" part="primary-button">
          {T.continueToPayment}
        </button>
      </form>
    </Shell>
  );
}
