import { Link } from 'react-router-dom';
import { categoryPath, subCategoryPath, typePath } from '../../../../shared/domain/slug';
import { SectionHeading } from './SectionHeading';

export interface Tile {
  key: string;
  name: string;
  href: string;
  icon?: string | null;
}

/** Category List, Sub Category List and Sub Category Type List: icon tiles linking to the listings. */
export function TileBlock({ id, title, subTitle, tiles, variant }: { id: string; title: string; subTitle?: string | null; tiles: Tile[]; variant: 'category' | 'chip' }) {
  if (!tiles.length) return null;
  const headingId = `${id}-title`;
  return (
    <section className={`cg-section cg-tiles cg-tiles--${variant}`} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} subTitle={subTitle} />
      <ul className="cg-tiles__list">
        {tiles.map((t) => (
          <li key={t.key}>
            <Link to={t.href} className="cg-tile">
              <span className="cg-tile__icon" aria-hidden="true">
                {t.icon ? <img src={t.icon} alt="" width={64} height={64} loading="lazy" decoding="async" /> : <span className="cg-tile__initial">{t.name.charAt(0)}</span>}
              </span>
              <span className="cg-tile__name">{t.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const categoryTiles = (list: { category_url: string; name: string; icon?: string | null }[] = []): Tile[] =>
  list.filter((c) => c && c.category_url && c.name).map((c) => ({ key: c.category_url, name: c.name, href: categoryPath(c.category_url), icon: c.icon }));

export const subCategoryTiles = (list: { sub_category_url: string; name: string; icon?: string | null }[] = []): Tile[] =>
  list.filter((c) => c && c.sub_category_url && c.name).map((c) => ({ key: c.sub_category_url, name: c.name, href: subCategoryPath(c.sub_category_url), icon: c.icon }));

export const typeTiles = (list: { sub_category_type_url: string; name: string; icon?: string | null }[] = []): Tile[] =>
  list
    .filter((c) => c && c.sub_category_type_url && c.name)
    .map((c) => ({ key: c.sub_category_type_url, name: c.name, href: typePath(c.sub_category_type_url), icon: c.icon }));
