import { NavLink, useParams } from 'react-router-dom';
import { Redirect } from '../../app/Redirect';
import { storesKey, type Store } from '../../../shared/api/pages';
import { storesPath } from '../../../shared/domain/slug';
import { InfoShell, InfoSkeleton, LoadFailed } from './InfoShell';
import { INFO_TEXT as T, STORE_TYPES } from './messages';
import { resourceRef } from '../resources/loaders';
import { useResource } from '../resources/useResource';

/** Where an unknown /stores/{type} goes (spec part 2 §2, §8). */
export const UNKNOWN_STORES_REDIRECT = '/not-found';

function StoreCard({ store }: { store: Store }) {
  return (
    <li className="cg-store">
      {store.profile_image ? (
        <img className="cg-store__image" src={store.profile_image} alt={T.storeImage(store.name, store.branch)} width={400} height={240} loading="lazy" decoding="async" />
      ) : (
        <span className="cg-store__image cg-store__image--none" aria-hidden="true" />
      )}
      <div className="cg-store__body">
        <h2 className="cg-store__name">{store.name}</h2>
        <dl className="cg-store__facts">
          <div>
            <dt>{T.storeBranch}</dt>
            <dd>{store.branch}</dd>
          </div>
          <div>
            <dt>{T.storeLocation}</dt>
            <dd>{store.location}</dd>
          </div>
          <div>
            <dt>{T.storePhone}</dt>
            <dd>
              <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/** /stores/{type}: the store cards of one type ({product}: cg-digital, or lg-shoppe); unknown type → /not-found. */
export function StoresPage() {
  const type = useParams().type ?? '';
  const known = Object.prototype.hasOwnProperty.call(STORE_TYPES, type);
  const [stores, retry] = useResource(resourceRef('stores'));
  if (!known) return <Redirect to={UNKNOWN_STORES_REDIRECT} />;
  const { title, intro } = STORE_TYPES[type];
  const list = stores.status === 'ok' ? (stores.data[storesKey(type)] ?? []) : null;
  return (
    <InfoShell title={title} intro={intro} variant="wide" busy={stores.status === 'loading'}>
      <nav className="cg-info__tabs" aria-label={T.storesNav}>
        {Object.entries(STORE_TYPES).map(([key, t]) => (
          <NavLink key={key} to={storesPath(key)} className="cg-info__tab">
            {t.title}
          </NavLink>
        ))}
      </nav>
      {stores.status === 'failed' ? (
        <LoadFailed onRetry={retry} />
      ) : !list ? (
        <InfoSkeleton lines={4} />
      ) : list.length === 0 ? (
        <p className="cg-info__empty">{T.storesEmpty}</p>
      ) : (
        <>
          <p className="cg-info__count">{T.storesCount(list.length)}</p>
          <ul className="cg-stores">
            {list.map((s, i) => (
              <StoreCard key={`${s.branch}-${i}`} store={s} />
            ))}
          </ul>
        </>
      )}
    </InfoShell>
  );
}
