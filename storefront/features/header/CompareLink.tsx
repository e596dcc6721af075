import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRenderedOnServer } from '../../../shared/ui/useRenderedOnServer';
import { useAppDeps } from '../../app/deps';
import { CompareIcon } from './icons';
import { HEADER_TEXT as T } from './messages';

/** The compare icon (/products/compare/) with the number of products in the stored compare list. */
export function CompareLink() {
  const { storage } = useAppDeps();
  const read = () => {
    const list = storage.get('compare-product');
    return Array.isArray(list) ? list.length : 0;
  };
  // Kept in this browser: the server (and hydration) know of no list.
  const [count, setCount] = useState(useRenderedOnServer() ? 0 : read);
  useEffect(() => {
    setCount(read());
    return storage.watch('compare-product', (list) => setCount(Array.isArray(list) ? list.length : 0));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storage]);
  return (
    <Link className="cg-header__action cg-header__compare" to="/products/compare/" aria-label={count ? T.compareCount(count) : T.compare}>
      <span className="cg-header__icon-wrap">
        <CompareIcon />
        {count ? (
          <span className="cg-header__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      <span className="cg-header__action-text">{T.compare}</span>
    </Link>
  );
}
