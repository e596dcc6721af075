import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EmailAddress } from '../../../shared/ui/EmailAddress';
import { InfoShell } from './InfoShell';
import { INFO_TEXT as T, LANDLINE, LANDLINE_TEL, TOLL_FREE } from './messages';
import { districtsOf, findServiceCenters, PROVINCE_NUMBERS, type ServiceCenter } from './serviceCenters';

type Tab = 'home' | 'mobile';
const TABS: { id: Tab; label: string }[] = [
  { id: 'home', label: T.homeAppliancesTab },
  { id: 'mobile', label: T.mobileTab },
];

function CenterCard({ center }: { center: ServiceCenter }) {
  return (
    <li className="cg-center">
      <h3 className="cg-center__name">{center.name}</h3>
      <p className="cg-center__address">{center.address}</p>
      <dl className="cg-center__facts">
        <div>
          <dt>{T.contactPerson}</dt>
          <dd>{center.contact_person}</dd>
        </div>
        <div>
          <dt>{T.phone}</dt>
          <dd>
            <a href={`tel:${center.phone.replace(/[^\d+]/g, '')}`}>{center.phone}</a>
          </dd>
        </div>
        {center.email ? (
          <div className="cg-center__email">
            <dt>{T.email}</dt>
            <dd>
              <a href={`mailto:${center.email}`}>
                <EmailAddress address={center.email} />
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * /service-centers/ (spec part 2 §2): the toll-free and landline numbers; a province select
 * (Province No. 1 to 7) and a district select (filled with the chosen province's districts) with
 * Search; tabs 'Home Appliances Service Centers' (the static list) and an empty 'Mobile Service
 * Center'.
 */
export function ServiceCentersPage() {
  const [tab, setTab] = useState<Tab>('home');
  const [province, setProvince] = useState('');
  const [district, setDistrict] = useState('');
  const [applied, setApplied] = useState<{ province: number | null; district: string | null }>({ province: null, district: null });
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ home: null, mobile: null });
  const districts = province ? districtsOf(Number(province)) : [];
  const centers = findServiceCenters(applied.province, applied.district);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ province: province ? Number(province) : null, district: district || null });
    setTab('home');
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const at = TABS.findIndex((t) => t.id === tab);
    const to =
      event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[to].id);
    tabRefs.current[TABS[to].id]?.focus();
  };

  return (
    <InfoShell title={T.serviceTitle} intro={T.serviceIntro} variant="wide">
      <section className="cg-service__call" aria-labelledby="service-call">
        <h2 id="service-call" className="cg-info__subtitle">
          {T.serviceCall}
        </h2>
        <p>
          <span>
            {T.tollFree}: <a href={`tel:${TOLL_FREE}`}>{TOLL_FREE}</a>
          </span>
          <span>
            {T.landline}: <a href={`tel:${LANDLINE_TEL}`}>{LANDLINE}</a>
          </span>
        </p>
      </section>
      <form className="cg-service__search" onSubmit={search} role="search" aria-label={T.search}>
        <label className="cg-field">
          <span className="cg-field__label">{T.province}</span>
          <select
            className="cg-field__input"
            name="province"
            value={province}
            onChange={(e) => {
              setProvince(e.currentTarget.value);
              setDistrict('');
            }}
          >
            <option value="">{T.chooseProvince}</option>
            {PROVINCE_NUMBERS.map((n) => (
              <option key={n} value={n}>
                {T.provinceName(n)}
              </option>
            ))}
          </select>
        </label>
        <label className="cg-field">
          <span className="cg-field__label">{T.district}</span>
          <select className="cg-field__input" name="district" value={district} onChange={(e) => setDistrict(e.currentTarget.value)}>
            <option value="">{T.chooseDistrict}</option>
            {districts.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="cg-button cg-button--primary">
          {T.search}
        </button>
      </form>
      <div className="cg-info__tabs" role="tablist" aria-label={T.serviceTabs}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`service-tab-${t.id}`}
            aria-controls={`service-panel-${t.id}`}
            aria-selected={tab === t.id}
            tabIndex={tab === t.id ? 0 : -1}
            className="cg-info__tab"
            onClick={() => setTab(t.id)}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="service-panel-home" aria-labelledby="service-tab-home" hidden={tab !== 'home'} className="cg-service__panel">
        <p className="cg-info__count" aria-live="polite">
          {T.serviceCount(centers.length)}
        </p>
        {centers.length ? (
          <ul className="cg-centers">
            {centers.map((c) => (
              <CenterCard key={`${c.address}-${c.phone}`} center={c} />
            ))}
          </ul>
        ) : (
          <p className="cg-info__empty">{T.serviceEmpty}</p>
        )}
      </div>
      <div role="tabpanel" id="service-panel-mobile" aria-labelledby="service-tab-mobile" hidden={tab !== 'mobile'} className="cg-service__panel">
        <p className="cg-info__empty">{T.mobileEmpty}</p>
      </div>
    </InfoShell>
  );
}
