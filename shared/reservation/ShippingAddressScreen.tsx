import { useEffect, useRef, useState } from 'react';
import { isOk } from '../api/client';
import { getAreasViaCity, getCitiesViaProvince, getProvinces, type Area, type City, type Province } from '../api/locations';
import type { StoredShippingAddress } from '../storage/keys';
import { FormField } from '../ui/FormField';
import { useForm } from '../ui/useForm';
import { shippingAddressChecks, validate, type ShippingAddressValues } from '../validation/rules';
import { SelectField, TextAreaField, type SelectOption } from './fields';
import type { PaymentState } from './flow';
import { useHost } from './host';
import { RESERVATION_TEXT as T } from './messages';
import { RESERVATION_PATHS } from './paths';
import { Shell } from './Shell';

type Place = Province | City | Area;
const toOptions = (list: Place[]): SelectOption[] => list.map((p) => ({ value: String(p.id), label: p.name }));
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
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [cities, setCities] = useState<City[]>([]);
  const [areas, setAreas] = useState<Area[]>([]);
  // The latest choice each list was asked for: answers for an older choice are dropped.
  const wanted = useRef({ province: '', city: '' });

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
        names: { province: nameOf(provinces, values.province), city: nameOf(cities, values.city), area: nameOf(areas, values.area) },
      };
      navigator.go(RESERVATION_PATHS.payment, state);
    },
  });

  const loadCities = (province: string) => {
    wanted.current.province = province;
    if (!province) return;
    void getCitiesViaProvince(api, province, source).then((r) => {
      if (wanted.current.province === province && isOk(r) && Array.isArray(r.data)) setCities(r.data);
    });
  };
  const loadAreas = (city: string) => {
    wanted.current.city = city;
    if (!city) return;
    void getAreasViaCity(api, city, source).then((r) => {
      if (wanted.current.city === city && isOk(r) && Array.isArray(r.data)) setAreas(r.data);
    });
  };

  // Provinces, and the lists of a saved address.
  useEffect(() => {
    void getProvinces(api, source).then((r) => {
      if (isOk(r) && Array.isArray(r.data)) setProvinces(r.data);
    });
    if (form.values.province) loadCities(form.values.province);
    if (form.values.city) loadAreas(form.values.city);
    // Once, with the initial values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, source]);

  const onProvince = (province: string) => {
    form.set({ province, city: '', area: '' });
    setCities([]);
    setAreas([]);
    wanted.current.city = '';
    loadCities(province);
  };
  const onCity = (city: string) => {
    form.set({ city, area: '' });
    setAreas([]);
    loadAreas(city);
  };

  const text = (name: keyof ShippingAddressValues & string) => ({ ...form.field(name), error: form.error(name) });

  return (
    <Shell title={T.shippingTitle} intro={T.shippingIntro}>
      <form onSubmit={form.handleSubmit} noValidate aria-label={T.shippingTitle} className="cg-res-form cg-res-form--grid">
        <FormField label={T.fullName} type="text" autoComplete="name" {...text('full_name')} />
        <FormField label={T.mobileNumber} type="tel" autoComplete="tel-national" inputMode="numeric" hint={T.mobileHint} {...text('phone')} />
        <FormField label={T.email} type="email" autoComplete="email" className="cg-res-form__full" {...text('email')} />
        <SelectField
          label={T.province}
          placeholder={T.choose(T.province)}
          options={toOptions(provinces)}
          name="province"
          value={form.values.province}
          onChange={(e) => onProvince(e.currentTarget.value)}
          error={form.error('province')}
        />
        <SelectField
          label={T.city}
          placeholder={T.choose(T.city)}
          options={toOptions(cities)}
          name="city"
          value={form.values.city}
          onChange={(e) => onCity(e.currentTarget.value)}
          error={form.error('city')}
        />
        <SelectField
          label={T.area}
          placeholder={T.choose(T.area)}
          options={toOptions(areas)}
          name="area"
          value={form.values.area}
          onChange={(e) => form.set({ area: e.currentTarget.value })}
          error={form.error('area')}
        />
        <FormField label={T.address} type="text" autoComplete="street-address" hint={T.addressHint} {...text('address')} />
        <TextAreaField label={T.note} rows={3} className="cg-res-form__full" {...form.field('note')} />
        <button type="submit" className="cg-button cg-button--primary cg-button--block cg-res-form__full" part="primary-button">
          {T.continueToPayment}
        </button>
      </form>
    </Shell>
  );
}
