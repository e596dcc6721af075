import { Link, useLocation } from 'react-router-dom';
import { Redirect } from '../../app/Redirect';
import { nepalYear } from '../../../shared/domain/nepal-time';
import type { CatalogueEntry, CataloguesData } from '../../../shared/api/pages';
import { catalogueIdFromPath } from '../../../shared/domain/slug';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { InfoSkeleton, LoadFailed } from './InfoShell';
import { INFO_TEXT as T, STORE_NAME } from './messages';
import { resourceRef } from '../resources/loaders';
import { useResource } from '../resources/useResource';
import './Info.css';

function CatalogueList({ catalogues, labelledBy }: { catalogues: CatalogueEntry[]; labelledBy: string }) {
  if (catalogues.length === 0) return <p className="cg-info__empty">{T.cataloguesEmpty}</p>;
  return (
    <ul className="cg-catalogues__list" aria-labelledby={labelledBy}>
      {catalogues.map((c, i) => (
        <li key={`${c.file_path}-${i}`} className="cg-catalogue">
          <a className="cg-catalogue__link" href={c.file_path} target="_blank" rel="noopener noreferrer">
            {c.featured_image ? (
              <img className="cg-catalogue__cover" src={c.featured_image} alt="" width={300} height={400} loading={i < 4 ? 'eager' : 'lazy'} decoding="async" />
            ) : (
              <span className="cg-catalogue__cover cg-catalogue__cover--none" aria-hidden="true" />
            )}
            <span className="cg-catalogue__title">{c.title}</span>
            <span className="cg-catalogue__open">
              {T.catalogueOpen}
              <span className="cg-visually-hidden"> (opens in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function BrandHead({ id, name, image, level }: { id: string; name: string; image: string; level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`cg-catalogues__brand cg-catalogues__brand--h${level}`}>
      {image ? <img src={image} alt="" width={120} height={50} className="cg-catalogues__logo" /> : null}
      <Heading id={id} className={level === 1 ? 'cg-catalogues__title' : 'cg-catalogues__brand-name'}>
        {level === 1 ? T.catalogueOf(name) : name}
      </Heading>
    </div>
  );
}

function Body({ data }: { data: CataloguesData }) {
  if (data.type === 'single') {
    return (
      <section aria-labelledby="catalogue-brand">
        <BrandHead id="catalogue-brand" name={data.brand.name} image={data.brand.image} level={1} />
        <CatalogueList catalogues={data.catalogues} labelledBy="catalogue-brand" />
      </section>
    );
  }
  return (
    <>
      <h1 className="cg-catalogues__title">{T.cataloguesTitle}</h1>
      {data.catalogues.length === 0 ? <p className="cg-info__empty">{T.cataloguesEmpty}</p> : null}
      {data.catalogues.map((b, i) => (
        <section key={`${b.name}-${i}`} className="cg-catalogues__section" aria-labelledby={`catalogue-brand-${i}`}>
          <BrandHead id={`catalogue-brand-${i}`} name={b.name} image={b.image} level={2} />
          <CatalogueList catalogues={b.catalogues} labelledBy={`catalogue-brand-${i}`} />
        </section>
      ))}
    </>
  );
}

/**
 * /catalogues/{brand_name or id} (spec part 2 §2): shown WITHOUT the normal site frame (no header,
 * menu or footer; a slim bar links back to the store). The id is the third path segment. 'single'
 * shows one brand's catalogues; 'multi' (e.g. /catalogues/all) every brand's. Each entry: cover
 * image linking to the file, title; a disclaimer closes the page. Unknown → /not-found.
 */
export function CataloguesPage() {
  const id = catalogueIdFromPath(useLocation().pathname);
  const [answer, retry] = useResource(resourceRef('catalogues', id));
  const data = answer.status === 'ok' ? answer.data : null;
  if (!id || (answer.status === 'failed' && answer.statusCode !== null)) return <Redirect to="/not-found" />;
  return (
    <>
      <PageHead
        head={titleHead(data ? (data.type === 'single' ? T.catalogueOf(data.brand.name) : T.cataloguesTitle) : T.cataloguesTitle)}
      />
      <div className="cg-catalogues">
        <header className="cg-catalogues__bar">
          <div className="cg-catalogues__bar-inner">
            <Link to="/" className="cg-catalogues__home">
              <span className="cg-catalogues__mark" aria-hidden="true">
                CG
              </span>
              <span>{T.backToStore}</span>
            </Link>
          </div>
        </header>
        <main id="main" className="cg-catalogues__main" aria-busy={!data}>
          {answer.status === 'failed' ? <LoadFailed onRetry={retry} /> : data ? <Body data={data} /> : <InfoSkeleton lines={6} />}
        </main>
        <footer className="cg-catalogues__disclaimer">
          <p>{T.catalogueDisclaimer}</p>
          <p>
            © {nepalYear(Date.now())} {STORE_NAME}
          </p>
        </footer>
      </div>
    </>
  );
}
