import { preload } from 'react-dom';
import { jsonForScript } from '../../../shared/domain/json-script';
import type { HeadTags } from './heads';

/**
 * A page's head, rendered where the page is: React hoists the title, meta and link tags into the
 * document's <head> (on the server they lead the rendered HTML, and page-render.ts moves them into
 * the head; in the browser hydration adopts them) and removes them when the page goes. The JSON-LD
 * blocks stay in the page's body, where search engines read them too. Image preloads go through
 * React's `preload`, which the preloads React makes for the page's own <img> elements share.
 */
export function PageHead({ head }: { head: HeadTags }) {
  for (const { href, media } of head.preloadImages ?? []) preload(href, { as: 'image', fetchPriority: 'high', media });
  return (
    <>
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {(head.social ?? []).map(([key, content]) =>
        key.startsWith('twitter:') ? <meta key={key} name={key} content={content} /> : <meta key={key} property={key} content={content} />,
      )}
      {(head.jsonLd ?? []).map((block, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(block) }} />
      ))}
    </>
  );
}
