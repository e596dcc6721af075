import { HEAD_OFFICE, INFO_TEXT as T } from './messages';

const { lat, lon } = HEAD_OFFICE;
/** OpenStreetMap at the office (a plain link: the map itself is drawn here, no external tiles). */
export const OSM_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

/**
 * The contact page's map, drawn locally as SVG so it works offline and needs no third-party
 * tiles or scripts: central Kathmandu around Durbarmarg (ring road, Kantipath, Durbarmarg, the
 * Narayanhiti museum, Ratna Park, Rani Pokhari), with the store marked. A link opens the real map.
 */
export function OfficeMap() {
  const place = `${HEAD_OFFICE.name}, ${HEAD_OFFICE.lines.join(', ')}`;
  return (
    <figure className="cg-map">
      <svg className="cg-map__svg" viewBox="0 0 640 360" role="img" aria-label={T.mapLabel(place)} preserveAspectRatio="xMidYMid slice">
        <rect width="640" height="360" fill="#eef0ea" />
        {/* blocks */}
        <g fill="#e2e5dc">
          <rect x="40" y="30" width="150" height="110" rx="6" />
          <rect x="40" y="170" width="150" height="160" rx="6" />
          <rect x="430" y="30" width="180" height="120" rx="6" />
          <rect x="430" y="190" width="180" height="140" rx="6" />
        </g>
        {/* Narayanhiti palace museum and Ratna Park */}
        <rect x="230" y="22" width="140" height="92" rx="8" fill="#cfe3c3" />
        <text x="300" y="72" textAnchor="middle" className="cg-map__area">Narayanhiti Museum</text>
        <rect x="245" y="250" width="120" height="84" rx="8" fill="#cfe3c3" />
        <text x="305" y="296" textAnchor="middle" className="cg-map__area">Ratna Park</text>
        {/* Rani Pokhari */}
        <rect x="402" y="292" width="30" height="30" rx="3" fill="#a9cfe8" />
        {/* ring road (arc) */}
        <path d="M-10 20 C 200 -20, 460 -20, 650 30" fill="none" stroke="#f3c969" strokeWidth="12" />
        {/* roads */}
        <g fill="none" stroke="#ffffff" strokeLinecap="round">
          <path d="M210 0 V360" strokeWidth="14" />
          <path d="M390 0 V360" strokeWidth="12" />
          <path d="M0 155 H640" strokeWidth="12" />
          <path d="M0 345 H640" strokeWidth="10" />
          <path d="M210 230 L390 230" strokeWidth="8" />
        </g>
        <g className="cg-map__road">
          <text x="218" y="205" transform="rotate(90 218 205)">Kantipath</text>
          <text x="398" y="214" transform="rotate(90 398 214)">Durbarmarg</text>
          <text x="470" y="151">Tridevi Marg</text>
          <text x="60" y="151">Lal Durbar Marg</text>
        </g>
        {/* the store */}
        <g transform="translate(390 178)">
          <circle r="26" fill="rgba(215, 25, 32, 0.15)" />
          <path d="M0 0 C -12 -14 -16 -22 -16 -30 A 16 16 0 0 1 16 -30 C 16 -22 12 -14 0 0 Z" fill="#d71920" stroke="#fff" strokeWidth="2" />
          <circle cy="-30" r="6" fill="#fff" />
        </g>
        <g transform="translate(406 190)">
          <rect width="226" height="44" rx="8" fill="#fff" stroke="#c4c9cf" />
          <text x="12" y="19" className="cg-map__label">{HEAD_OFFICE.name}</text>
          <text x="12" y="35" className="cg-map__sub">{HEAD_OFFICE.lines.join(', ')}</text>
        </g>
        {/* north arrow */}
        <g transform="translate(604 70)" className="cg-map__north">
          <circle r="16" fill="#fff" stroke="#c4c9cf" />
          <path d="M0 -10 L6 6 L0 2 L-6 6 Z" fill="#1c1f24" />
        </g>
      </svg>
      <figcaption className="cg-map__caption">
        <span>{place}</span>
        <a href={OSM_URL} target="_blank" rel="noopener noreferrer">
          {T.mapOpen}
          <span className="cg-visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
