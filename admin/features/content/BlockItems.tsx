import { Link } from 'react-router-dom';
import { LIST_BLOCK_ITEMS } from '../../../shared/validation/listing-content';
import { useLoad } from '../../app/useLoad';
import type { Notice } from '../../ui/Notice';
import { ContentRows } from './ContentRows';
import type { ContentRow } from './kinds';
import { LAYOUT_ITEMS } from './listing-kinds';

/** The items of a list block (its products, brands, categories …), in order, with a link to add one. */
export function BlockItems({ block, onDone }: { block: ContentRow; onDone(notice: Notice): void }) {
  const item = LIST_BLOCK_ITEMS[block.type as keyof typeof LIST_BLOCK_ITEMS];
  const { data, reload } = useLoad<{ data: ContentRow[] }>(`content/layout-items?layout=${block.id}`);
  return (
    <section className="ad-card" aria-labelledby="ad-content-items">
      <h2 id="ad-content-items" className="ad-card__title">
        Items
      </h2>
      <p>
        <Link className="ad-button" to={`/content/layout-items/new?layout=${block.id}&item=${item}`}>
          New item
        </Link>
      </p>
      <ContentRows
        kind={LAYOUT_ITEMS}
        rows={data?.data ?? []}
        caption="Items of this block"
        onDone={(n) => {
          onDone(n);
          reload();
        }}
      />
    </section>
  );
}
