import { useLocation } from 'react-router-dom';
import { titleHead } from '../../app/head/heads';
import { listingHead } from '../../app/head/listingHead';
import { PageHead } from '../../app/head/PageHead';
import { usePublicUrl } from '../../app/head/site';
import type { ListingHead, ListingRoute } from './kinds';

/**
 * The head of a listing page (spec part 2 §2: the answer's meta first, else the heading): its
 * canonical URL is the path shown, without the query; search results stay out of indexes.
 */
export function ListingPageHead({ route, head }: { route: ListingRoute; head: ListingHead }) {
  const publicUrl = usePublicUrl();
  const { pathname } = useLocation();
  if (!head.heading) return <PageHead head={titleHead(null)} />;
  const search = route.kind === 'search';
  const heading = search ? `Search results for "${route.param}"` : head.heading;
  const trail = head.breadcrumb.slice(1);
  return (
    <PageHead head={listingHead(publicUrl, { path: pathname, heading, meta: head.meta, banner: head.banner, trail, search })} />
  );
}
