
import { BannerPicture } from '../../../shared/ui/BannerPicture';
import { Redirect } from '../../app/Redirect';
import { LayoutBlocks } from '../home/blocks/LayoutBlocks';
import { Breadcrumb } from '../ui/Breadcrumb';
import { LISTING_TEXT as T } from './messages';
import { emptyHead } from './kinds';
import { ListingPageHead } from './ListingPageHead';
import { useListing } from './useListing';
import './Listing.css';

/**
 * /supplier/{supplier_name}: the supplier's landing page, its layout blocks (layouts?supplier=)
 * drawn by the home page's block renderer.
 */
export function SupplierPage({ name }: { name: string }) {
  const route = { kind: 'supplier', param: name } as const;
  const { entry, shown, retry } = useListing(route);
  const head = shown?.head ?? emptyHead('');
  if (entry?.status === 'failed' && entry.redirect) return <Redirect to={entry.redirect} />;
  const supplier = head.supplier;
  // The supplier's banner, unless a banner block already shows that same image.
  const banner =
    head.banner && !head.blocks.some((b) => (b.banner_list ?? []).some((x) => x.image === head.banner)) ? head.banner : null;
  return (
    <div className="cg-listing cg-listing--supplier">
      <ListingPageHead route={route} head={head} />
      <div className="cg-listing__top">
        <Breadcrumb crumbs={head.breadcrumb} />
      </div>
      {banner ? (
        <div className="cg-listing__banner">
          <BannerPicture src={banner} alt={T.banner(head.heading)} width={1240} height={300} fetchPriority="high" />
        </div>
      ) : null}
      <header className="cg-supplier__head">
        {supplier?.logo ? <img className="cg-supplier__logo" src={supplier.logo} alt="" width={168} height={70} /> : null}
        <h1 className="cg-listing__title">{head.heading || '\u00a0'}</h1>
      </header>
      {entry?.status === 'failed' ? (
        <div className="cg-listing__message" role="alert">
          <p>{T.loadFailed}</p>
          <button type="button" className="cg-button cg-button--primary" onClick={retry}>
            {T.retry}
          </button>
        </div>
      ) : shown ? (
        head.blocks.length ? (
          <div className="cg-supplier__blocks">
            <LayoutBlocks blocks={head.blocks} />
          </div>
        ) : (
          <div className="cg-listing__message">
            <p>{T.noProductsPlain}</p>
          </div>
        )
      ) : (
        <div className="cg-page-fallback" aria-busy="true" />
      )}
    </div>
  );
}
