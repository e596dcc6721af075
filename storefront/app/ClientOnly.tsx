import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useRenderedOnServer } from '../../shared/ui/useRenderedOnServer';
import { PageFallback } from './Layout';

/**
 * A page that only the browser can show (it needs the shopper's session or what this browser
 * keeps): the server, and hydration after it, show the page placeholder inside the site frame;
 * the page itself renders right after. Without `page` it shows the matched child route.
 */
export function ClientOnly({ page }: { page?: ReactNode }) {
  if (useRenderedOnServer()) return <PageFallback />;
  return page ?? <Outlet />;
}
