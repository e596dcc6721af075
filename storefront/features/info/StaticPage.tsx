import { Redirect } from '../../app/Redirect';
import type { StorefrontRoute } from '../../../shared/domain/slug';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { InfoShell, InfoSkeleton } from './InfoShell';
import { resourceRef } from '../resources/loaders';
import { useResource } from '../resources/useResource';

/** Where a page or FAQ load failure goes (spec part 2 §4, §8). */
export const PAGE_FAILED_REDIRECT = '/not-found';

/** /page-{page_url}: the page's title and its HTML content, sanitized (spec part 2 §2). */
export function StaticPage({ pageUrl }: { pageUrl: string }) {
  const [page] = useResource(resourceRef('page', pageUrl));
  if (page.status === 'failed') return <Redirect to={PAGE_FAILED_REDIRECT} />;
  const data = page.status === 'ok' ? page.data : null;
  return (
    <InfoShell title={data?.title ?? null} busy={!data}>
      {data ? <SafeHtml className="cg-info__content cg-info__prose" html={data.content} /> : <InfoSkeleton lines={10} />}
    </InfoShell>
  );
}

/** The 'page' kind of the router's segmentPages (/page-{page_url}). */
export function StaticPageSegment({ route }: { route: StorefrontRoute }) {
  if (route.kind !== 'page' || !route.pageUrl) return <Redirect to={PAGE_FAILED_REDIRECT} />;
  return <StaticPage key={route.pageUrl} pageUrl={route.pageUrl} />;
}
