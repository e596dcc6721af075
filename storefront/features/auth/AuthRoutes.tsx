/** The account-access route group, loaded lazily as its own chunk. */
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
