import { Link } from 'react-router-dom';
import type { CategoryTile } from './slice';

/** 'Shop by category': one tile per category, linking to /cat-{category_url}. */
export function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  if (!categories.length) return null;
  return (
    <section className="cg-home__section" aria-labelledby="home-categories">
      <h2 id="home-categories" className="cg-home__section-title">
        Shop by category
      </h2>
      <ul className="cg-home__tiles">
        {categories.map((c) => (
          <li key={c.category_url}>
            <Link className="cg-home__tile" to={`/cat-${c.category_url}`}>
              <span className="cg-home__tile-icon" aria-hidden="true">
                {c.icon ? <img src={c.icon} alt="" loading="lazy" width={56} height={56} /> : <span>{initials(c.name)}</span>}
              </span>
              <span className="cg-home__tile-name">{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
