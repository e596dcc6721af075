/** The home route group, loaded lazily as its own chunk. */
export { HomePage } from './HomePage';
