import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PRODUCT_TEXT as T } from '../messages';

const ZOOM = 2.5;
const STEP = 10;

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * The product images with zoom (spec part 2 §2): a large image and a row of thumbnails. The
 * large image is a toggle button: click, Enter or Space zooms in 2.5×; the pointer (or the arrow
 * keys while zoomed) moves the magnified area; Escape or another press zooms out. A mouse
 * hovering over the image also zooms, as shops do on desktop (touch: a tap toggles the zoom).
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const list = images.length ? images : [];
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const hintId = `gallery-hint-${useId().replace(/:/g, '')}`;
  if (!list.length) return null;
  const current = Math.min(index, list.length - 1);
  const magnified = zoomed || hovering;

  const follow = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    setOrigin({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && zoomed) {
      event.preventDefault();
      event.stopPropagation();
      setZoomed(false);
      return;
    }
    if (!zoomed) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOrigin((o) => ({ x: clamp(o.x + move[0]), y: clamp(o.y + move[1]) }));
  };

  const show = (i: number) => {
    setIndex(i);
    setZoomed(false);
    setOrigin({ x: 50, y: 50 });
  };

  return (
    <div className="cg-pgallery" role="group" aria-label={T.gallery}>
      <button
        type="button"
        className={`cg-pgallery__stage${magnified ? ' is-zoomed' : ''}`}
        aria-pressed={zoomed}
        aria-label={`${T.imageAlt(name, current + 1)}: ${zoomed ? T.zoomOut : T.zoomIn}`}
        aria-describedby={hintId}
        onClick={() => setZoomed((z) => !z)}
        onKeyDown={onKeyDown}
        onPointerEnter={(event) => {
          // Hover zoom is for a mouse only: a tap toggles the zoom instead.
          if (event.pointerType !== 'mouse') return;
          setHovering(true);
          follow(event);
        }}
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse' || zoomed) follow(event);
        }}
        onPointerLeave={() => {
          setHovering(false);
          if (!zoomed) setOrigin({ x: 50, y: 50 });
        }}
      >
        <img
          className="cg-pgallery__image"
          src={list[current]}
          alt=""
          width={600}
          height={600}
          // The page's largest paint: the server preloads the first picture with the HTML.
          fetchPriority={current === 0 ? 'high' : 'auto'}
          decoding="async"
          style={{ transformOrigin: `${origin.x}% ${origin.y}%`, transform: magnified ? `scale(${ZOOM})` : undefined }}
        />
      </button>
      <p id={hintId} className="cg-visually-hidden">
        {T.zoomHint}
      </p>
      {list.length > 1 ? (
        <ul className="cg-pgallery__thumbs">
          {list.map((src, i) => (
            <li key={`${i}-${src}`}>
              <button
                type="button"
                className={`cg-pgallery__thumb${i === current ? ' is-current' : ''}`}
                aria-label={T.showImage(i + 1, list.length)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
